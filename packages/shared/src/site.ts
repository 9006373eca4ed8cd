// Public-site contracts: contact and demo forms, articles, newsletter, status and live chat (seed 000 §3–§5).
import { z } from 'zod';
import { emailField } from './auth.js';

export const CONTACT_TYPES = ['general', 'sales', 'support', 'partnership', 'media'] as const;
export const BLOG_CATEGORIES = ['product', 'email-marketing', 'crm', 'invoicing', 'automation', 'company'] as const;
export const HELP_CATEGORIES = ['getting-started', 'campaigns', 'crm', 'analytics', 'billing', 'security', 'integrations'] as const;
export const ARTICLE_KINDS = ['blog', 'help'] as const;

/** How far a product module is: shipped (works today), beta (usable, still changing) or planned (not built yet). */
export const MODULE_STATES = ['shipped', 'beta', 'planned'] as const;
export type ModuleState = (typeof MODULE_STATES)[number];
export type ProductModule = { key: string; state: ModuleState; name: { tr: string; en: string } };

/**
 * The product's modules and what state each is in: the one source for every public page that talks about modules
 * (the landing page's feature cards, /features and /about). Update a state here when a module ships.
 */
export const PRODUCT_MODULES = [
  { key: 'audience', state: 'shipped', name: { tr: 'Kişiler, listeler ve segmentler', en: 'Contacts, lists and segments' } },
  { key: 'campaigns', state: 'shipped', name: { tr: 'E-posta kampanyaları', en: 'Email campaigns' } },
  { key: 'sending', state: 'shipped', name: { tr: 'Gönderim ve teslim edilebilirlik', en: 'Sending and deliverability' } },
  { key: 'crm', state: 'shipped', name: { tr: 'CRM', en: 'CRM' } },
  { key: 'invoicing', state: 'shipped', name: { tr: 'Faturalama', en: 'Invoicing' } },
  { key: 'automation', state: 'beta', name: { tr: 'Otomasyon', en: 'Automation' } },
  { key: 'analytics', state: 'beta', name: { tr: 'Gelişmiş analitik', en: 'Advanced analytics' } },
  { key: 'multichannel', state: 'beta', name: { tr: 'Çok kanallı mesajlaşma', en: 'Multi-channel messaging' } },
  { key: 'whiteLabel', state: 'beta', name: { tr: 'Yönetim ve beyaz etiket', en: 'Admin and white label' } },
] as const satisfies readonly ProductModule[];
export type ProductModuleKey = (typeof PRODUCT_MODULES)[number]['key'];

// moduleState tells how far a module is (planned for a key the list does not know).
export function moduleState(key: string): ModuleState {
  return PRODUCT_MODULES.find((m) => m.key === key)?.state ?? 'planned';
}

export const SERVICE_STATUSES = ['operational', 'maintenance', 'degraded', 'outage'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
export const INCIDENT_STATUSES = ['investigating', 'identified', 'monitoring', 'resolved'] as const;
export const INCIDENT_IMPACTS = ['minor', 'major', 'critical', 'maintenance'] as const;
export const STATUS_SERVICES = ['api', 'database', 'queue', 'mail'] as const;

/** Status and dashboard polling interval (seed 000 §9). */
export const POLL_INTERVAL_MS = 30_000;

// overallStatus applies §4: operational if all are; outage if any is; otherwise degraded.
export function overallStatus(statuses: readonly string[]): 'operational' | 'degraded' | 'outage' {
  if (statuses.every((s) => s === 'operational')) return 'operational';
  if (statuses.some((s) => s === 'outage')) return 'outage';
  return 'degraded';
}

const text = (max: number) => z.string('v.required').trim().max(max, 'v.tooLong');
const required = (max: number) => text(max).min(1, 'v.required');
const optional = (max: number) => text(max).optional().nullable();

export const contactFormSchema = z.strictObject({
  name: required(200),
  email: emailField,
  company: optional(200),
  subject: required(300),
  message: required(5000),
  contactType: z.enum(CONTACT_TYPES, 'v.invalid').optional().nullable(),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

export const demoFormSchema = z.strictObject({ email: emailField, message: optional(5000) });

export const newsletterSchema = z.strictObject({ email: emailField });
export const newsletterConfirmSchema = z.strictObject({ token: z.string('v.required').trim().min(20, 'v.invalid').max(200, 'v.invalid') });

export const chatStartSchema = z.strictObject({ text: required(2000), language: z.enum(['tr', 'en'], 'v.language').optional() });
export const chatMessageSchema = z.strictObject({ text: required(2000) });

export const incidentCreateSchema = z.strictObject({
  title: required(200),
  status: z.enum(INCIDENT_STATUSES, 'v.invalid').default('investigating'),
  impact: z.enum(INCIDENT_IMPACTS, 'v.invalid'),
  services: z.array(z.enum(STATUS_SERVICES, 'v.invalid')).max(STATUS_SERVICES.length).default([]),
  description: text(5000).default(''),
});
export const incidentUpdateSchema = z.strictObject({
  status: z.enum(INCIDENT_STATUSES, 'v.invalid'),
  message: required(2000),
});

export const platformSettingsSchema = z.strictObject({
  supportEmail: z.email('v.email').nullable().optional(),
  phone: optional(40),
  address: optional(300),
  whatsappNumber: z
    .string()
    .trim()
    .regex(/^\+?\d{6,15}$/, 'v.invalid')
    .nullable()
    .optional(),
  whatsappGreeting: optional(500),
  testimonials: z
    .array(z.strictObject({ name: required(100), company: required(100), text: required(600), rating: z.number().int().min(1).max(5) }))
    .max(12)
    .optional(),
  /** Whether a plan change that costs money may apply when no payment provider is configured (default: allowed). */
  planChangesWithoutPayment: z.boolean().optional(),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;
