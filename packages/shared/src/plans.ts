// The plan catalogue of the specification (seed 000 §9, seed 001 §9): the one source for server and web.

export const PLAN_IDS = ['free', 'starter', 'basic', 'professional', 'business', 'premium', 'enterprise', 'corporate', 'ultimate', 'platinum'] as const;

export type PlanId = (typeof PLAN_IDS)[number];

export type Plan = {
  id: PlanId;
  name: string;
  /** Monthly price in whole euros. */
  priceEur: number;
  /** Emails per calendar month. */
  emailLimit: number;
  /** Contacts a workspace may hold (the audience, counted from the database); null is unlimited. */
  contactLimit: number | null;
  /** Messages per calendar month on each paid channel (docs/channels.md, "Plan limits"); see CHANNEL_LIMIT_SHARE. */
  channelLimits: ChannelLimits;
  popular: boolean;
  /** Shown on /all-plans (every plan except corporate). */
  onAllPlansPage: boolean;
  features: { tr: string[]; en: string[] };
};

/** The channels a plan limits per month (Telegram and Slack cost the platform nothing per message: no limit). */
export const LIMITED_CHANNELS = ['sms', 'whatsapp', 'push'] as const;
export type LimitedChannel = (typeof LIMITED_CHANNELS)[number];
export type ChannelLimits = Record<LimitedChannel, number>;

/**
 * The specification names no channel limits, so they are derived from each plan's email allowance, once, here: SMS
 * and WhatsApp a tenth of the emails (each message costs a provider fee and carriers police bulk senders), Web Push
 * as many as the emails (no fee, the same audience size). Decision recorded in docs/channels.md.
 */
export const CHANNEL_LIMIT_SHARE: Record<LimitedChannel, number> = { sms: 0.1, whatsapp: 0.1, push: 1 };

// channelLimitsOf is a plan's monthly message limits on SMS, WhatsApp and Web Push, from its email allowance.
export function channelLimitsOf(emailLimit: number): ChannelLimits {
  return {
    sms: Math.floor(emailLimit * CHANNEL_LIMIT_SHARE.sms),
    whatsapp: Math.floor(emailLimit * CHANNEL_LIMIT_SHARE.whatsapp),
    push: Math.floor(emailLimit * CHANNEL_LIMIT_SHARE.push),
  };
}

// grouped writes an integer with thousands separators ('.' in Turkish, ',' in English) without Intl: the catalogue is
// built when the module loads, and the first Intl call for a locale costs tens of milliseconds on a phone.
const grouped = (n: number, separator: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, separator);

// feature lists a plan's selling points: its limits first (monthly emails, contacts, monthly channel messages), then
// its own.
const feature = (emails: number, contacts: number | null, channels: ChannelLimits, tr: string[], en: string[]) => ({
  tr: [
    `Ayda ${grouped(emails, '.')} e-posta`,
    contacts === null ? 'Sınırsız kişi' : `${grouped(contacts, '.')} kişi`,
    `Ayda ${grouped(channels.sms, '.')} SMS, ${grouped(channels.whatsapp, '.')} WhatsApp, ${grouped(channels.push, '.')} push bildirimi`,
    ...tr,
  ],
  en: [
    `${grouped(emails, ',')} emails per month`,
    contacts === null ? 'Unlimited contacts' : `${grouped(contacts, ',')} contacts`,
    `${grouped(channels.sms, ',')} SMS, ${grouped(channels.whatsapp, ',')} WhatsApp and ${grouped(channels.push, ',')} push messages per month`,
    ...en,
  ],
});

// plan builds a catalogue entry whose channel limits and feature texts come from its email and contact limits.
const plan = (p: Omit<Plan, 'features' | 'channelLimits'>, tr: string[], en: string[]): Plan => {
  const channelLimits = channelLimitsOf(p.emailLimit);
  return { ...p, channelLimits, features: feature(p.emailLimit, p.contactLimit, channelLimits, tr, en) };
};

// contact limits: the mobile page of seed 000 §9 (free 100, professional 2,500) and the plan texts for the others
export const PLANS: readonly Plan[] = [
  plan(
    { id: 'free', name: 'Free', priceEur: 0, emailLimit: 500, contactLimit: 100, popular: false, onAllPlansPage: true },
    ['Temel şablonlar', 'E-posta desteği'],
    ['Basic templates', 'Email support'],
  ),
  plan(
    { id: 'starter', name: 'Starter', priceEur: 9, emailLimit: 2000, contactLimit: 500, popular: false, onAllPlansPage: true },
    ['Sürükle-bırak editör', 'Temel raporlar'],
    ['Drag-and-drop editor', 'Basic reports'],
  ),
  plan(
    { id: 'basic', name: 'Basic', priceEur: 19, emailLimit: 5000, contactLimit: 1000, popular: false, onAllPlansPage: true },
    ['Segmentasyon', 'Temel CRM'],
    ['Segmentation', 'Basic CRM'],
  ),
  plan(
    { id: 'professional', name: 'Professional', priceEur: 39, emailLimit: 15000, contactLimit: 2500, popular: true, onAllPlansPage: true },
    ['A/B testleri', 'Otomasyon ve faturalama'],
    ['A/B tests', 'Automation and invoicing'],
  ),
  plan(
    { id: 'business', name: 'Business', priceEur: 69, emailLimit: 35000, contactLimit: 10000, popular: false, onAllPlansPage: true },
    ['Gelişmiş CRM', 'Çok kanallı mesajlaşma'],
    ['Advanced CRM', 'Multi-channel messaging'],
  ),
  plan(
    { id: 'premium', name: 'Premium', priceEur: 99, emailLimit: 75000, contactLimit: 25000, popular: false, onAllPlansPage: true },
    ['IP rotasyonu', 'Öncelikli destek'],
    ['IP rotation', 'Priority support'],
  ),
  plan(
    { id: 'enterprise', name: 'Enterprise', priceEur: 149, emailLimit: 150000, contactLimit: 50000, popular: false, onAllPlansPage: true },
    ['Özel IP havuzu', 'Beyaz etiket'],
    ['Dedicated IP pool', 'White label'],
  ),
  plan(
    { id: 'corporate', name: 'Corporate', priceEur: 199, emailLimit: 300000, contactLimit: 100000, popular: false, onAllPlansPage: false },
    ['Özel entegrasyonlar', 'Hesap yöneticisi'],
    ['Custom integrations', 'Account manager'],
  ),
  plan(
    { id: 'ultimate', name: 'Ultimate', priceEur: 249, emailLimit: 500000, contactLimit: 250000, popular: false, onAllPlansPage: true },
    ['Bayi yönetimi', 'SLA garantisi'],
    ['Reseller management', 'SLA guarantee'],
  ),
  plan(
    { id: 'platinum', name: 'Platinum', priceEur: 300, emailLimit: 1000000, contactLimit: null, popular: false, onAllPlansPage: true },
    ['7/24 özel destek', '%99,9 çalışma süresi garantisi'],
    ['24/7 dedicated support', '99.9% uptime guarantee'],
  ),
];

/**
 * The sign-up wizard's three cards (Başlangıç, Profesyonel, Kurumsal in seed 000's wizard) are these catalogue plans,
 * shown with the catalogue's own price and email allowance: one price list everywhere (docs/plans.md).
 */
export const WIZARD_PLAN_IDS = ['starter', 'professional', 'enterprise'] as const satisfies readonly PlanId[];

export type WizardPlanId = (typeof WIZARD_PLAN_IDS)[number];

// wizardPlans returns the catalogue entries the sign-up wizard offers, in catalogue order.
export function wizardPlans(): Plan[] {
  return PLANS.filter((p) => (WIZARD_PLAN_IDS as readonly string[]).includes(p.id));
}

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
