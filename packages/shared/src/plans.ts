// The plan catalogue of the specification (seed 000 §9, seed 001 §9): the one source for server and web.

export const PLAN_IDS = [
  'free',
  'starter',
  'basic',
  'professional',
  'business',
  'premium',
  'enterprise',
  'corporate',
  'ultimate',
  'platinum',
] as const;

export type PlanId = (typeof PLAN_IDS)[number];

export type Plan = {
  id: PlanId;
  name: string;
  /** Monthly price in whole euros. */
  priceEur: number;
  /** Emails per calendar month. */
  emailLimit: number;
  popular: boolean;
  /** Shown on /all-plans (every plan except corporate). */
  onAllPlansPage: boolean;
  features: { tr: string[]; en: string[] };
};

// grouped writes an integer with thousands separators ('.' in Turkish, ',' in English) without Intl: the catalogue is
// built when the module loads, and the first Intl call for a locale costs tens of milliseconds on a phone.
const grouped = (n: number, separator: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, separator);

const feature = (emails: number, tr: string[], en: string[]) => ({
  tr: [`Ayda ${grouped(emails, '.')} e-posta`, ...tr],
  en: [`${grouped(emails, ',')} emails per month`, ...en],
});

export const PLANS: readonly Plan[] = [
  { id: 'free', name: 'Free', priceEur: 0, emailLimit: 500, popular: false, onAllPlansPage: true,
    features: feature(500, ['100 kişi', 'Temel şablonlar', 'E-posta desteği'], ['100 contacts', 'Basic templates', 'Email support']) },
  { id: 'starter', name: 'Starter', priceEur: 9, emailLimit: 2000, popular: false, onAllPlansPage: true,
    features: feature(2000, ['500 kişi', 'Sürükle-bırak editör', 'Temel raporlar'], ['500 contacts', 'Drag-and-drop editor', 'Basic reports']) },
  { id: 'basic', name: 'Basic', priceEur: 19, emailLimit: 5000, popular: false, onAllPlansPage: true,
    features: feature(5000, ['1.000 kişi', 'Segmentasyon', 'Temel CRM'], ['1,000 contacts', 'Segmentation', 'Basic CRM']) },
  { id: 'professional', name: 'Professional', priceEur: 39, emailLimit: 15000, popular: true, onAllPlansPage: true,
    features: feature(15000, ['2.500 kişi', 'A/B testleri', 'Otomasyon ve faturalama'], ['2,500 contacts', 'A/B tests', 'Automation and invoicing']) },
  { id: 'business', name: 'Business', priceEur: 69, emailLimit: 35000, popular: false, onAllPlansPage: true,
    features: feature(35000, ['10.000 kişi', 'Gelişmiş CRM', 'Çok kanallı mesajlaşma'], ['10,000 contacts', 'Advanced CRM', 'Multi-channel messaging']) },
  { id: 'premium', name: 'Premium', priceEur: 99, emailLimit: 75000, popular: false, onAllPlansPage: true,
    features: feature(75000, ['25.000 kişi', 'IP rotasyonu', 'Öncelikli destek'], ['25,000 contacts', 'IP rotation', 'Priority support']) },
  { id: 'enterprise', name: 'Enterprise', priceEur: 149, emailLimit: 150000, popular: false, onAllPlansPage: true,
    features: feature(150000, ['50.000 kişi', 'Özel IP havuzu', 'Beyaz etiket'], ['50,000 contacts', 'Dedicated IP pool', 'White label']) },
  { id: 'corporate', name: 'Corporate', priceEur: 199, emailLimit: 300000, popular: false, onAllPlansPage: false,
    features: feature(300000, ['100.000 kişi', 'Özel entegrasyonlar', 'Hesap yöneticisi'], ['100,000 contacts', 'Custom integrations', 'Account manager']) },
  { id: 'ultimate', name: 'Ultimate', priceEur: 249, emailLimit: 500000, popular: false, onAllPlansPage: true,
    features: feature(500000, ['250.000 kişi', 'Bayi yönetimi', 'SLA garantisi'], ['250,000 contacts', 'Reseller management', 'SLA guarantee']) },
  { id: 'platinum', name: 'Platinum', priceEur: 300, emailLimit: 1000000, popular: false, onAllPlansPage: true,
    features: feature(1000000, ['Sınırsız kişi', '7/24 özel destek', '%99,9 çalışma süresi garantisi'], ['Unlimited contacts', '24/7 dedicated support', '99.9% uptime guarantee']) },
];

/** Days of free trial for a paid plan chosen at registration. */
export const TRIAL_DAYS = 14;

/** Yearly billing charges ten months: two months free. */
export const YEARLY_MONTHS_CHARGED = 10;

// findPlan returns the catalogue entry for an id, or undefined for an unknown one.
export function findPlan(id: string): Plan | undefined {
  return PLANS.find((p) => p.id === id);
}

export type PlanAction = 'current' | 'upgrade' | 'downgrade' | 'select';

// planAction says which button a plan card offers relative to the current plan (seed 000 §4).
export function planAction(planId: string, currentPlanId: string | undefined): PlanAction {
  const current = PLANS.findIndex((p) => p.id === currentPlanId);
  const index = PLANS.findIndex((p) => p.id === planId);
  if (current < 0) return 'select';
  if (index === current) return 'current';
  return index > current ? 'upgrade' : 'downgrade';
}

export type UsageLevel = 'normal' | 'warning' | 'critical';

/** Usage thresholds in percent (seed 000 §9). */
export const USAGE_WARNING_PERCENT = 70;
export const USAGE_CRITICAL_PERCENT = 90;

// usagePercent is emails sent over the monthly limit, clamped to 0–100; 0 without a limit.
export function usagePercent(sent: number, limit: number | undefined | null): number {
  if (!limit || limit <= 0) return 0;
  return Math.min(100, Math.max(0, (sent / limit) * 100));
}

// usageLevel maps a usage percentage to its level: ≥90 critical, ≥70 warning, else normal.
export function usageLevel(percent: number): UsageLevel {
  if (percent >= USAGE_CRITICAL_PERCENT) return 'critical';
  if (percent >= USAGE_WARNING_PERCENT) return 'warning';
  return 'normal';
}
