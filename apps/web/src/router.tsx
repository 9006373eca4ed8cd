// Every route of both specifications: public pages, auth pages, the signed-in panel (code-split) and the admin area.
import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from './ui/FullPageLoader';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { PublicLayout } from './layouts/public/PublicLayout';
import { AuthLayout } from './layouts/public/AuthLayout';
import { RequireAuth } from './features/auth/components/RequireAuth';
import { RequireAdmin } from './features/auth/components/RequireAdmin';
import { LandingPage } from './pages/public/LandingPage';
import { ProductPage } from './pages/public/ProductPage';
import { FeaturesPage } from './pages/public/FeaturesPage';
import { PricingPage } from './pages/public/PricingPage';
import { AllPlansPage } from './pages/public/AllPlansPage';
import { InfoPage } from './pages/public/InfoPage';
import { ContactPage } from './pages/public/ContactPage';
import { ApiPage } from './pages/public/ApiPage';
import { StatusPage } from './pages/public/StatusPage';
import { MobileTestPage } from './pages/public/MobileTestPage';
import { NotFoundPage } from './pages/public/NotFoundPage';
import { LoginPage } from './pages/auth/LoginPage';
import { RegisterPage } from './pages/auth/RegisterPage';
import { SignupPage } from './pages/auth/SignupPage';
import { ForgotPasswordPage } from './pages/auth/ForgotPasswordPage';
import { OAuthCallbackPage } from './pages/auth/OAuthCallbackPage';

// lazyNamed code-splits a page whose module uses a named export.
function lazyNamed<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

const PanelLayout = lazyNamed(() => import('./layouts/panel/PanelLayout').then((m) => m.PanelLayout));
const DashboardPage = lazyNamed(() => import('./pages/app/DashboardPage').then((m) => m.DashboardPage));
const CustomerPage = lazyNamed(() => import('./pages/app/CustomerPage').then((m) => m.CustomerPage));
const ProfilePage = lazyNamed(() => import('./pages/app/ProfilePage').then((m) => m.ProfilePage));
const SettingsPage = lazyNamed(() => import('./pages/app/SettingsPage').then((m) => m.SettingsPage));
const CompanySettingsPage = lazyNamed(() => import('./pages/app/CompanySettingsPage').then((m) => m.CompanySettingsPage));
const ModulePage = lazyNamed(() => import('./pages/app/ModulePage').then((m) => m.ModulePage));
const AdminDashboardPage = lazyNamed(() => import('./pages/admin/AdminDashboardPage').then((m) => m.AdminDashboardPage));
const AdminMailboxPage = lazyNamed(() => import('./pages/admin/AdminMailboxPage').then((m) => m.AdminMailboxPage));

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

function PanelFrame() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<FullPageLoader label={t('common.loading')} />}>
      <PanelLayout />
    </Suspense>
  );
}

const INFO_ROUTES = ['about', 'blog', 'demo', 'help', 'integrations', 'careers', 'press', 'docs', 'security', 'templates', 'privacy', 'terms'] as const;

export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'product', element: <ProductPage /> },
          { path: 'features', element: <FeaturesPage /> },
          { path: 'pricing', element: <PricingPage /> },
          { path: 'all-plans', element: <AllPlansPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'status', element: <StatusPage /> },
          { path: 'mobile-test', element: <MobileTestPage /> },
          { path: 'api', element: <ApiPage /> },
          ...INFO_ROUTES.map((page) => ({ path: page, element: <InfoPage key={page} page={page} /> })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <AuthLayout />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'signup', element: <SignupPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'oauth/callback', element: <OAuthCallbackPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <PanelFrame />,
            children: [
              {
                path: 'app',
                children: [
                  { index: true, element: <Navigate to="/app/dashboard" replace /> },
                  { path: 'dashboard', element: <DashboardPage /> },
                  { path: 'customer', element: <CustomerPage /> },
                  { path: 'mobile-test', element: <MobileTestPage /> },
                  { path: 'campaigns', element: <ModulePage module="campaigns" /> },
                  { path: 'crm', element: <ModulePage module="crm" /> },
                  { path: 'invoices', element: <ModulePage module="invoices" /> },
                  { path: 'automation', element: <ModulePage module="automation" /> },
                  { path: 'analytics', element: <ModulePage module="analytics" /> },
                  { path: 'settings', element: <SettingsPage /> },
                  { path: 'white-label', element: <ModulePage module="whiteLabel" /> },
                  { path: 'oauth-integration', element: <ModulePage module="oauthIntegration" /> },
                  { path: 'profile', element: <ProfilePage /> },
                ],
              },
              { path: 'dashboard', element: <DashboardPage /> },
              { path: 'company-settings', element: <CompanySettingsPage /> },
              {
                path: 'admin',
                element: <RequireAdmin />,
                children: [
                  { index: true, element: <Navigate to="/admin/dashboard" replace /> },
                  { path: 'dashboard', element: <AdminDashboardPage /> },
                  { path: 'users', element: <AdminDashboardPage /> },
                  { path: 'system', element: <AdminDashboardPage /> },
                  { path: 'analytics', element: <AdminDashboardPage /> },
                  { path: 'settings', element: <AdminDashboardPage /> },
                  { path: 'white-label', element: <ModulePage module="whiteLabel" /> },
                  { path: 'mailbox', element: <AdminMailboxPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]);
