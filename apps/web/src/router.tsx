// Every route of both specifications: public pages (landing and pricing in the first load, the rest code-split),
// auth pages, the signed-in panel and the admin area (each code-split by route).
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from './ui/FullPageLoader';
import { RouteErrorBoundary } from './pages/RouteErrorPage';
import { PublicLayout } from './layouts/public/PublicLayout';
import { RequireAuth } from './features/auth/components/RequireAuth';
import { RequireAdmin } from './features/auth/components/RequireAdmin';
import { LandingPage } from './pages/public/LandingPage';
import { PricingPage } from './pages/public/PricingPage';

// lazyNamed code-splits a module whose component is a named export.
function lazyNamed<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

const ProductPage = lazyNamed(() => import('./pages/public/ProductPage').then((m) => m.ProductPage));
const FeaturesPage = lazyNamed(() => import('./pages/public/FeaturesPage').then((m) => m.FeaturesPage));
const AllPlansPage = lazyNamed(() => import('./pages/public/AllPlansPage').then((m) => m.AllPlansPage));
const AboutPage = lazyNamed(() => import('./pages/public/AboutPage').then((m) => m.AboutPage));
const BlogPage = lazyNamed(() => import('./pages/public/BlogPage').then((m) => m.BlogPage));
const HelpPage = lazyNamed(() => import('./pages/public/HelpPage').then((m) => m.HelpPage));
const ArticlePage = lazyNamed(() => import('./pages/public/ArticlePage').then((m) => m.ArticlePage));
const DemoPage = lazyNamed(() => import('./pages/public/DemoPage').then((m) => m.DemoPage));
const ContactPage = lazyNamed(() => import('./pages/public/ContactPage').then((m) => m.ContactPage));
const StatusPage = lazyNamed(() => import('./pages/public/StatusPage').then((m) => m.StatusPage));
const MobileTestPage = lazyNamed(() => import('./pages/public/MobileTestPage').then((m) => m.MobileTestPage));
const ApiPage = lazyNamed(() => import('./pages/public/ApiPage').then((m) => m.ApiPage));
const IntegrationsPage = lazyNamed(() => import('./pages/public/IntegrationsPage').then((m) => m.IntegrationsPage));
const CareersPage = lazyNamed(() => import('./pages/public/CareersPage').then((m) => m.CareersPage));
const PressPage = lazyNamed(() => import('./pages/public/PressPage').then((m) => m.PressPage));
const DocsPage = lazyNamed(() => import('./pages/public/DocsPage').then((m) => m.DocsPage));
const SecurityPage = lazyNamed(() => import('./pages/public/SecurityPage').then((m) => m.SecurityPage));
const TemplatesPage = lazyNamed(() => import('./pages/public/TemplatesPage').then((m) => m.TemplatesPage));
const PrivacyPage = lazyNamed(() => import('./pages/public/PrivacyPage').then((m) => m.PrivacyPage));
const TermsPage = lazyNamed(() => import('./pages/public/TermsPage').then((m) => m.TermsPage));
const NewsletterConfirmPage = lazyNamed(() => import('./pages/public/NewsletterConfirmPage').then((m) => m.NewsletterConfirmPage));
const PreferencesPage = lazyNamed(() => import('./pages/public/PreferencesPage').then((m) => m.PreferencesPage));
const NotFoundPage = lazyNamed(() => import('./pages/public/NotFoundPage').then((m) => m.NotFoundPage));

const AuthLayout = lazyNamed(() => import('./layouts/public/AuthLayout').then((m) => m.AuthLayout));
const LoginPage = lazyNamed(() => import('./pages/auth/LoginPage').then((m) => m.LoginPage));
const RegisterPage = lazyNamed(() => import('./pages/auth/RegisterPage').then((m) => m.RegisterPage));
const SignupPage = lazyNamed(() => import('./pages/auth/SignupPage').then((m) => m.SignupPage));
const ForgotPasswordPage = lazyNamed(() => import('./pages/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage));
const VerifyEmailPage = lazyNamed(() => import('./pages/auth/VerifyEmailPage').then((m) => m.VerifyEmailPage));
const OAuthCallbackPage = lazyNamed(() => import('./pages/auth/OAuthCallbackPage').then((m) => m.OAuthCallbackPage));
const OAuthIntegrationPage = lazyNamed(() => import('./pages/app/oauth-integration/OAuthIntegrationPage').then((m) => m.OAuthIntegrationPage));

const PanelLayout = lazyNamed(() => import('./layouts/panel/PanelLayout').then((m) => m.PanelLayout));
const DashboardPage = lazyNamed(() => import('./pages/app/DashboardPage').then((m) => m.DashboardPage));
const CustomerPage = lazyNamed(() => import('./pages/app/CustomerPage').then((m) => m.CustomerPage));
const ProfilePage = lazyNamed(() => import('./pages/app/ProfilePage').then((m) => m.ProfilePage));
const SettingsPage = lazyNamed(() => import('./pages/app/SettingsPage').then((m) => m.SettingsPage));
const InvitePage = lazyNamed(() => import('./pages/app/settings/InvitePage').then((m) => m.InvitePage));
const CompanySettingsPage = lazyNamed(() => import('./pages/app/CompanySettingsPage').then((m) => m.CompanySettingsPage));
const WhiteLabelPage = lazyNamed(() => import('./pages/app/whiteLabel/WhiteLabelPage').then((m) => m.WhiteLabelPage));
const ContactsPage = lazyNamed(() => import('./pages/app/audience/ContactsPage').then((m) => m.ContactsPage));
const CampaignsPage = lazyNamed(() => import('./pages/app/campaigns/CampaignsPage').then((m) => m.CampaignsPage));
const CampaignReportPage = lazyNamed(() => import('./pages/app/campaigns/CampaignReportPage').then((m) => m.CampaignReportPage));
const CrmPage = lazyNamed(() => import('./pages/app/crm/CrmPage').then((m) => m.CrmPage));
const InvoicesPage = lazyNamed(() => import('./pages/app/invoicing/InvoicesPage').then((m) => m.InvoicesPage));
const InboxPage = lazyNamed(() => import('./pages/app/inbox/InboxPage').then((m) => m.InboxPage));
const ChannelsPage = lazyNamed(() => import('./pages/app/channels/ChannelsPage').then((m) => m.ChannelsPage));
const AutomationPage = lazyNamed(() => import('./pages/app/automation/AutomationPage').then((m) => m.AutomationPage));
const AnalyticsPage = lazyNamed(() => import('./pages/app/analytics/AnalyticsPage').then((m) => m.AnalyticsPage));
const AdminPanelPage = lazyNamed(() => import('./pages/admin/panel/AdminPanelPage').then((m) => m.AdminPanelPage));
const AdminMailboxPage = lazyNamed(() => import('./pages/admin/AdminMailboxPage').then((m) => m.AdminMailboxPage));
const AdminInquiriesPage = lazyNamed(() => import('./pages/admin/site/AdminInquiriesPage').then((m) => m.AdminInquiriesPage));
const AdminIncidentsPage = lazyNamed(() => import('./pages/admin/site/AdminIncidentsPage').then((m) => m.AdminIncidentsPage));
const AdminChatPage = lazyNamed(() => import('./pages/admin/site/AdminChatPage').then((m) => m.AdminChatPage));
const AdminSiteSettingsPage = lazyNamed(() => import('./pages/admin/site/AdminSiteSettingsPage').then((m) => m.AdminSiteSettingsPage));

// ScrollManager scrolls to the top on a new page, or to the element named by the hash.
function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

// Frame shows a spinner while a code-split layout loads.
function Frame() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<FullPageLoader label={t('common.loading')} />}>
      <Outlet />
    </Suspense>
  );
}

// AppRoutes maps every address to its page; an error anywhere shows 'Unexpected Application Error!'.
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <ScrollManager />
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<LandingPage />} />
          <Route path="pricing" element={<PricingPage />} />
          <Route path="product" element={<ProductPage />} />
          <Route path="features" element={<FeaturesPage />} />
          <Route path="all-plans" element={<AllPlansPage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="blog" element={<BlogPage />} />
          <Route path="blog/:slug" element={<ArticlePage kind="blog" />} />
          <Route path="help" element={<HelpPage />} />
          <Route path="help/:slug" element={<ArticlePage kind="help" />} />
          <Route path="demo" element={<DemoPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="status" element={<StatusPage />} />
          <Route path="mobile-test" element={<MobileTestPage />} />
          <Route path="api" element={<ApiPage />} />
          <Route path="integrations" element={<IntegrationsPage />} />
          <Route path="careers" element={<CareersPage />} />
          <Route path="press" element={<PressPage />} />
          <Route path="docs" element={<DocsPage />} />
          <Route path="security" element={<SecurityPage />} />
          <Route path="templates" element={<TemplatesPage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="terms" element={<TermsPage />} />
          <Route path="newsletter/confirm" element={<NewsletterConfirmPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route element={<Frame />}>
          <Route path="preferences/:token" element={<PreferencesPage />} />
          <Route element={<AuthLayout />}>
            <Route path="login" element={<LoginPage />} />
            <Route path="register" element={<RegisterPage />} />
            <Route path="signup" element={<SignupPage />} />
            <Route path="forgot-password" element={<ForgotPasswordPage />} />
            <Route path="verify-email" element={<VerifyEmailPage />} />
            <Route path="oauth/callback" element={<OAuthCallbackPage />} />
            <Route path="invite/:token" element={<InvitePage />} />
          </Route>
          <Route element={<RequireAuth />}>
            <Route element={<PanelLayout />}>
              <Route path="app">
                <Route index element={<Navigate to="/app/dashboard" replace />} />
                <Route path="dashboard" element={<DashboardPage />} />
                <Route path="customer" element={<CustomerPage />} />
                <Route path="mobile-test" element={<MobileTestPage />} />
                <Route path="campaigns" element={<CampaignsPage />} />
                <Route path="campaigns/:id/report" element={<CampaignReportPage />} />
                <Route path="contacts" element={<ContactsPage />} />
                <Route path="crm" element={<CrmPage />} />
                <Route path="invoices" element={<InvoicesPage />} />
                <Route path="inbox" element={<InboxPage />} />
                <Route path="channels" element={<ChannelsPage />} />
                <Route path="automation" element={<AutomationPage />} />
                <Route path="analytics" element={<AnalyticsPage />} />
                <Route path="settings" element={<SettingsPage />} />
                <Route path="white-label" element={<WhiteLabelPage />} />
                <Route path="oauth-integration" element={<OAuthIntegrationPage />} />
                <Route path="profile" element={<ProfilePage />} />
              </Route>
              <Route path="dashboard" element={<DashboardPage />} />
              <Route path="company-settings" element={<CompanySettingsPage />} />
              <Route path="admin" element={<RequireAdmin />}>
                <Route index element={<Navigate to="/admin/dashboard" replace />} />
                <Route path="dashboard" element={<AdminPanelPage tab="overview" />} />
                <Route path="users" element={<AdminPanelPage tab="users" />} />
                <Route path="system" element={<AdminPanelPage tab="system" />} />
                <Route path="analytics" element={<AdminPanelPage tab="subscriptions" />} />
                <Route path="settings" element={<AdminPanelPage tab="settings" />} />
                <Route path="white-label" element={<WhiteLabelPage />} />
                <Route path="mailbox" element={<AdminMailboxPage />} />
                <Route path="inquiries" element={<AdminInquiriesPage />} />
                <Route path="incidents" element={<AdminIncidentsPage />} />
                <Route path="chat" element={<AdminChatPage />} />
                <Route path="site-settings" element={<AdminSiteSettingsPage />} />
              </Route>
            </Route>
          </Route>
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
