// The contract of white-label branding, tenants, custom domains, resellers and API limits: zod schemas of every request and 2xx response, constants and types.
import { z } from 'zod';

/** Fonts a brand may choose: system stacks and the families the web app ships, never a third-party font URL. */
export const BRAND_FONTS = [
  'Inter',
  'system-ui',
  'Arial',
  'Helvetica',
  'Georgia',
  'Times New Roman',
  'Verdana',
  'Tahoma',
  'Trebuchet MS',
  'Courier New',
] as const;
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
/** Logo upload: raster images only (SVG refused: it can carry scripts), at most this many bytes. */
export const BRAND_LOGO_MAX_BYTES = 256 * 1024;
export const BRAND_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const RESELLER_TIERS = ['gold', 'silver', 'bronze', 'other'] as const;
/** Default commission rate per tier, in percent (editable per reseller). */
export const TIER_COMMISSION: Record<(typeof RESELLER_TIERS)[number], number> = { gold: 30, silver: 20, bronze: 10, other: 5 };
export const TENANT_STATUSES = ['active', 'trial', 'pending'] as const;
/** The TXT record name prefix that proves a domain's ownership. */
export const DOMAIN_VERIFY_PREFIX = '_ulak-verify';
/** Custom domains are re-checked this often. */
export const DOMAIN_RECHECK_MINUTES = 60;
/** A custom domain's certificate with fewer days left than this is shown as expiring. */
export const SSL_EXPIRING_DAYS = 14;
/** The daily check of every verified custom domain's certificate (pg-boss cron, UTC). */
export const SSL_CHECK_CRON = '40 3 * * *';
/**
 * The certificate a verified custom domain serves: valid (trusted chain, matching name, more than SSL_EXPIRING_DAYS
 * left), expiring, error (with sslError), or pending (domain not verified yet, or not checked yet).
 */
export const SSL_STATUSES = ['valid', 'expiring', 'error', 'pending'] as const;
/** Why a certificate check failed. */
export const SSL_ERRORS = [
  'expired',
  'notYetValid',
  'nameMismatch',
  'untrusted',
  'unreachable',
  'timeout',
  'handshake',
  'unresolvable',
  'forbiddenAddress',
] as const;
export type SslError = (typeof SSL_ERRORS)[number];

/** The specification's API limits (seed 001 §9), the default of every tenant. */
export const API_ENDPOINT_GROUPS = ['campaigns', 'contacts', 'analytics', 'invoices', 'automation'] as const;
export type ApiEndpointGroup = (typeof API_ENDPOINT_GROUPS)[number];
export const apiLimitsSchema = z.object({
  global: z.object({
    perMinute: z.number().int().min(1).max(10_000_000),
    perHour: z.number().int().min(1).max(1_000_000_000),
    perDay: z.number().int().min(1).max(10_000_000_000),
    concurrentConnections: z.number().int().min(1).max(1_000_000),
    dataPerMonthGb: z.number().int().min(1).max(1_000_000),
  }),
  endpoints: z.object({
    campaigns: z.number().int().min(1).max(10_000_000),
    contacts: z.number().int().min(1).max(10_000_000),
    analytics: z.number().int().min(1).max(10_000_000),
    invoices: z.number().int().min(1).max(10_000_000),
    automation: z.number().int().min(1).max(10_000_000),
  }),
});
export type ApiLimits = z.infer<typeof apiLimitsSchema>;
export const DEFAULT_API_LIMITS: ApiLimits = {
  global: { perMinute: 10_000, perHour: 500_000, perDay: 10_000_000, concurrentConnections: 1_000, dataPerMonthGb: 1024 },
  endpoints: { campaigns: 1_000, contacts: 2_000, analytics: 500, invoices: 300, automation: 800 },
};

const color = z.string().trim().regex(HEX_COLOR, 'v.color');
const optionalText = (max: number) => z.string().trim().max(max).default('');
export const brandingSchema = z.object({
  companyInfo: z.object({
    name: optionalText(120),
    tagline: optionalText(200),
    website: z
      .union([
        z.literal(''),
        z
          .url('v.url')
          .max(300)
          .refine((u) => /^https?:\/\//i.test(u), 'v.url'),
      ])
      .default(''),
    supportEmail: z.union([z.literal(''), z.email('v.email').max(254)]).default(''),
  }),
  branding: z.object({ primaryColor: color, secondaryColor: color, fontFamily: z.enum(BRAND_FONTS) }),
  whiteLabel: z.object({
    enabled: z.boolean(),
    customLoginPage: z.boolean(),
    customDashboard: z.boolean(),
    customEmailFooter: z.string().trim().max(1000).default(''),
  }),
  customization: z.object({ allowCustomDomain: z.boolean(), allowLogoUpload: z.boolean() }),
});
export type Branding = z.infer<typeof brandingSchema>;
export const DEFAULT_BRANDING: Branding = {
  companyInfo: { name: '', tagline: '', website: '', supportEmail: '' },
  branding: { primaryColor: '#228be6', secondaryColor: '#7950f2', fontFamily: 'Inter' },
  whiteLabel: { enabled: false, customLoginPage: false, customDashboard: false, customEmailFooter: '' },
  customization: { allowCustomDomain: true, allowLogoUpload: true },
};
export const brandingResponseSchema = z.object({ success: z.literal(true), workspaceId: z.string(), branding: brandingSchema, logoUrl: z.string().nullable() });
export type BrandingResponse = z.infer<typeof brandingResponseSchema>;
/** A reseller edits a tenant's branding by naming it; everyone else edits their own workspace's. */
export const brandingQuerySchema = z.object({ workspaceId: z.uuid('v.invalid').optional() });
/** The string may be longer than a valid logo so that an over-size image gets its own clear answer (413). */
export const logoUploadSchema = z.object({ dataUrl: z.string().max(BRAND_LOGO_MAX_BYTES * 2) });
/** The branding a request's Host is served with (public; null on the product's own domain). */
export const currentBrandingSchema = z.object({ branding: brandingSchema.nullable(), logoUrl: z.string().nullable(), host: z.string() });
export type CurrentBranding = z.infer<typeof currentBrandingSchema>;

export const tenantSchema = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string().nullable(),
  status: z.enum(TENANT_STATUSES),
  plan: z.string(),
  users: z.number(),
  monthlyRevenue: z.number(),
  currency: z.literal('EUR'),
  createdAt: z.string(),
  customBranding: z.object({ enabled: z.boolean(), companyName: z.string() }),
});
export type Tenant = z.infer<typeof tenantSchema>;
export const tenantsResponseSchema = z.object({ success: z.literal(true), tenants: z.array(tenantSchema) });
export const createTenantSchema = z.object({
  name: z.string().trim().min(2, 'v.required').max(120),
  ownerEmail: z
    .email('v.email')
    .max(254)
    .transform((s) => s.toLowerCase()),
  ownerFirstName: z.string().trim().min(1, 'v.required').max(80),
  ownerLastName: z.string().trim().min(1, 'v.required').max(80),
});
export const tenantResponseSchema = z.object({ success: z.literal(true), tenant: tenantSchema });

export const dnsRecordSchema = z.object({ type: z.enum(['TXT', 'CNAME']), name: z.string(), value: z.string(), status: z.enum(['configured', 'pending']) });
export const customDomainSchema = z.object({
  id: z.string(),
  domain: z.string(),
  tenantId: z.string(),
  status: z.enum(['active', 'pending']),
  sslStatus: z.enum(SSL_STATUSES),
  /** When sslStatus is error: why, and the TLS or network code behind it. */
  sslError: z.enum(SSL_ERRORS).nullable(),
  sslDetail: z.string().nullable(),
  sslExpiresAt: z.string().nullable(),
  sslCheckedAt: z.string().nullable(),
  dnsStatus: z.enum(['configured', 'pending']),
  verificationStatus: z.enum(['verified', 'pending']),
  dnsRecords: z.array(dnsRecordSchema),
  lastCheckedAt: z.string().nullable(),
});
export type CustomDomain = z.infer<typeof customDomainSchema>;
export const domainsResponseSchema = z.object({ success: z.literal(true), domains: z.array(customDomainSchema) });
export const addDomainSchema = z.object({ domain: z.string().trim().min(1, 'v.required').max(253), tenantId: z.uuid('v.invalid').optional() });
export const domainResponseSchema = z.object({ success: z.literal(true), domain: customDomainSchema });
export const wlIdParamsSchema = z.object({ id: z.uuid('v.invalid') });

export const resellerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  tier: z.enum(RESELLER_TIERS),
  status: z.enum(['active', 'passive']),
  commissionRate: z.number(),
  totalSales: z.number(),
  monthlyCommission: z.number(),
  customersReferred: z.number(),
  lastSale: z.string().nullable(),
  currency: z.literal('EUR'),
  performance: z.object({ conversionRate: z.number(), customerRetention: z.number(), averageDealSize: z.number() }),
});
export type Reseller = z.infer<typeof resellerSchema>;
export const resellersResponseSchema = z.object({ success: z.literal(true), resellers: z.array(resellerSchema), canManage: z.boolean() });
const commission = z.number('v.percent').min(0, 'v.percent').max(100, 'v.percent');
export const createResellerSchema = z.object({
  name: z.string().trim().min(2, 'v.required').max(120),
  /** The reseller's account: an existing user whose workspace becomes the reseller's. */
  email: z
    .email('v.email')
    .max(254)
    .transform((s) => s.toLowerCase()),
  tier: z.enum(RESELLER_TIERS),
  commissionRate: commission.optional(),
});
export const updateResellerSchema = z.object({
  tier: z.enum(RESELLER_TIERS).optional(),
  commissionRate: commission.optional(),
  status: z.enum(['active', 'passive']).optional(),
});
export const resellerResponseSchema = z.object({ success: z.literal(true), reseller: resellerSchema });
export const commissionsResponseSchema = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      tenant: z.string(),
      /** sale: a tenant's paid subscription invoice; reversal: its refund (negative amounts). */
      kind: z.enum(['sale', 'reversal']),
      invoiceNumber: z.string().nullable(),
      sale: z.number(),
      commission: z.number(),
      currency: z.string(),
      sourceRef: z.string(),
      /** When the invoice was paid (sale) or refunded (reversal). */
      occurredAt: z.string(),
      /** When the entry was booked. */
      createdAt: z.string(),
    }),
  ),
});

export type Commissions = z.infer<typeof commissionsResponseSchema>;
export type ResellersResponse = z.infer<typeof resellersResponseSchema>;
export type CreateTenantInput = z.input<typeof createTenantSchema>;
export type CreateResellerInput = z.input<typeof createResellerSchema>;
export type UpdateResellerInput = z.infer<typeof updateResellerSchema>;
export const apiUsageSchema = z.object({
  workspaceId: z.string(),
  limits: apiLimitsSchema,
  custom: z.boolean(),
  usage: z.object({
    minute: z.number(),
    hour: z.number(),
    day: z.number(),
    endpoints: z.record(z.string(), z.number()),
    /** Requests in flight now, across every API process (as of their last second). */
    concurrent: z.number(),
    /** Bytes the workspace's API requests and answers carried this calendar month (UTC). */
    dataBytes: z.number(),
  }),
});
export type ApiUsage = z.infer<typeof apiUsageSchema>;
export const apiLimitsQuerySchema = z.object({ workspaceId: z.uuid('v.invalid').optional() });
/** The on-demand TLS question of the reverse proxy: ?domain=<host>. */
export const tlsAskQuerySchema = z.object({ domain: z.string().max(253) });
/** What the web app's white-label screen may show the signed-in user. */
export const whiteLabelRoleSchema = z.object({ role: z.enum(['admin', 'reseller', 'tenant', 'none']), resellerId: z.string().nullable() });
export type WhiteLabelRole = z.infer<typeof whiteLabelRoleSchema>;
export const wlOkSchema = z.object({ success: z.literal(true) });
