// White-label rules: who may act on which workspace (admin, reseller and its tenants), branding and logo, tenants,
// custom domains, resellers and their commission ledger, API limits.
import {
  DEFAULT_BRANDING,
  BRAND_LOGO_MAX_BYTES,
  BRAND_LOGO_TYPES,
  TIER_COMMISSION,
  brandingSchema,
  type ApiLimits,
  type Branding,
  type Reseller,
  type Tenant,
} from '@ulak/shared';
import { AppError, forbidden, notFound } from '../../http/errors.js';
import type { SessionContext } from '../auth/index.js';
import type { DomainRow, WhiteLabelRepo, ResellerFiguresDb, TenantRowDb } from './white-label.repo.js';
import { checkDomain, domainView, isOwnDomain, newVerifyToken, normalizeHost, type DomainResolver } from './domains.js';
import type { ApiLimiter } from './limiter.js';
import type { CertificateCheck } from './certificates.js';
import type { OutgoingMail } from '../../mail/mailer.js';
import { brandMail, type EmailBrand } from './email-brand.js';

export type WhiteLabelService = ReturnType<typeof whiteLabelService>;
type Deps = {
  productHost: string;
  publicUrl: string;
  resolver: DomainResolver;
  limiter: ApiLimiter;
  createAccount: (p: { email: string; firstName: string; lastName: string; language: 'tr' | 'en' }) => Promise<{ id: string; workspaceId: string } | undefined>;
  sendMail: (mail: { to: string; subject: string; text: string }) => Promise<void>;
  /** The TLS check of the certificate a host serves (certificates.ts). */
  checkCertificate: (host: string) => Promise<CertificateCheck>;
  /** The billing module's subscription invoices (paid or refunded since a date) of the given workspaces. */
  invoices: (q: { workspaceIds?: string[]; since?: Date }) => Promise<SubscriptionInvoice[]>;
};
/** A paid (or since refunded) subscription invoice as the billing front door answers it. */
export type SubscriptionInvoice = {
  id: string;
  workspaceId: string;
  number: string;
  amountMinor: number;
  currency: string;
  status: 'paid' | 'refunded';
  paidAt: Date;
  refundedAt: Date | null;
};
/** How far back each accrual asks for invoices paid or refunded (it runs every 15 minutes; the ledger books each once). */
export const COMMISSION_LOOKBACK_DAYS = 90;
type Scope = { workspaceId: string; self: boolean; by: 'admin' | 'reseller' | 'self' };

const money = (minor: string | number) => Math.round(Number(minor)) / 100;
const monthStart = () => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
};
const MAGIC: Record<(typeof BRAND_LOGO_TYPES)[number], (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

// parseLogo reads a data URL holding a raster image; refuses other types (SVG included), bad bytes and big files.
export function parseLogo(dataUrl: string): { type: (typeof BRAND_LOGO_TYPES)[number]; base64: string } {
  const m = /^data:([a-z/+.-]{3,40});base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl.trim());
  const type = m?.[1] as (typeof BRAND_LOGO_TYPES)[number] | undefined;
  if (!m || !type || !BRAND_LOGO_TYPES.includes(type)) throw new AppError(400, 'WL_LOGO_INVALID');
  const bytes = Buffer.from(m[2], 'base64');
  if (bytes.length > BRAND_LOGO_MAX_BYTES) throw new AppError(413, 'WL_LOGO_TOO_BIG', { kb: BRAND_LOGO_MAX_BYTES / 1024 });
  if (bytes.length < 12 || !MAGIC[type](bytes)) throw new AppError(400, 'WL_LOGO_INVALID');
  return { type, base64: bytes.toString('base64') };
}

// resellerView computes a reseller's figures from the ledger and its tenants.
function resellerView(r: ResellerFiguresDb): Reseller {
  const sales = Number(r.total_sales);
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    tier: r.tier,
    status: r.status,
    commissionRate: r.commissionBps / 100,
    totalSales: money(sales),
    monthlyCommission: money(r.month_commission),
    customersReferred: r.tenants,
    lastSale: r.last_sale ? new Date(r.last_sale).toISOString() : null,
    currency: 'EUR',
    performance: {
      // tenants that paid at least once, of all tenants
      conversionRate: r.tenants ? Math.round((r.paying / r.tenants) * 1000) / 10 : 0,
      // of those, the ones still paying (a sale not reversed in the last 35 days: monthly plans renew monthly)
      customerRetention: r.paying ? Math.round((r.retained / r.paying) * 1000) / 10 : 0,
      // net sales over net deals (a refunded invoice is neither)
      averageDealSize: r.sales > 0 ? money(sales / r.sales) : 0,
    },
  };
}

// brandingOf merges a stored branding with the defaults (older rows lack newer fields).
function brandingOf(settings: unknown): Branding {
  const s = (settings ?? {}) as Partial<Branding>;
  const merged = {
    companyInfo: { ...DEFAULT_BRANDING.companyInfo, ...s.companyInfo },
    branding: { ...DEFAULT_BRANDING.branding, ...s.branding },
    whiteLabel: { ...DEFAULT_BRANDING.whiteLabel, ...s.whiteLabel },
    customization: { ...DEFAULT_BRANDING.customization, ...s.customization },
  };
  const parsed = brandingSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_BRANDING;
}

// tenantView shapes a tenant row: pending until its first user signs in, then trial or active from its subscription.
function tenantView(r: TenantRowDb): Tenant {
  const b = r.settings ? brandingOf(r.settings) : undefined;
  return {
    id: r.id,
    name: r.name,
    domain: r.domain,
    status: !r.last_login ? 'pending' : r.sub_status === 'trial' ? 'trial' : 'active',
    plan: r.plan_type ?? 'free',
    users: r.users,
    monthlyRevenue: money(r.revenue),
    currency: 'EUR',
    createdAt: new Date(r.created_at).toISOString(),
    customBranding: { enabled: !!b?.whiteLabel.enabled, companyName: b?.companyInfo.name ?? '' },
  };
}

// whiteLabelService builds the white-label rules.
export function whiteLabelService(repo: WhiteLabelRepo, deps: Deps) {
  // emailBrand reads the branding a workspace's emails carry (its own, else its reseller's), when white-label is on.
  async function emailBrand(workspaceId: string): Promise<EmailBrand | null> {
    let row: Awaited<ReturnType<WhiteLabelRepo['branding']>> | undefined = await repo.branding(workspaceId);
    if (!row) {
      const tenant = await repo.tenant(workspaceId);
      const reseller = tenant ? await repo.reseller(tenant.resellerId) : undefined;
      row = reseller ? await repo.branding(reseller.workspaceId) : undefined;
    }
    if (!row) return null;
    const b = brandingOf(row.settings);
    return b.whiteLabel.enabled ? { name: b.companyInfo.name, footer: b.whiteLabel.customEmailFooter } : null;
  }

  const isAdmin = (ctx: SessionContext) => ctx.user.role === 'admin';

  // scope resolves the workspace a request acts on: its own, or (admin) any, or (reseller) one of its tenants.
  async function scope(ctx: SessionContext, requested?: string): Promise<Scope> {
    if (!requested || requested === ctx.workspaceId) return { workspaceId: ctx.workspaceId, self: true, by: isAdmin(ctx) ? 'admin' : 'self' };
    if (isAdmin(ctx)) return { workspaceId: requested, self: false, by: 'admin' };
    const reseller = await repo.resellerOfWorkspace(ctx.workspaceId);
    const tenant = reseller ? await repo.tenant(requested) : undefined;
    if (!reseller || !tenant || tenant.resellerId !== reseller.id) throw new AppError(403, 'WL_NOT_YOUR_TENANT');
    return { workspaceId: requested, self: false, by: 'reseller' };
  }

  async function activeReseller(ctx: SessionContext) {
    const reseller = await repo.resellerOfWorkspace(ctx.workspaceId);
    if (!reseller) throw new AppError(403, 'WL_NOT_RESELLER');
    if (reseller.status !== 'active') throw new AppError(403, 'WL_RESELLER_PASSIVE');
    return reseller;
  }

  // customizationLocked: a tenant editing its own branding keeps what its reseller allowed.
  async function customizationLocked(s: Scope) {
    return s.self && s.by === 'self' && !!(await repo.tenant(s.workspaceId));
  }

  async function brandingView(workspaceId: string) {
    const row = await repo.branding(workspaceId);
    return {
      success: true as const,
      workspaceId,
      branding: brandingOf(row?.settings),
      logoUrl: row?.logo ? `/api/white-label/branding/logo/${workspaceId}?v=${row.updatedAt.getTime()}` : null,
    };
  }

  async function domainsIn(workspaceIds: string[]) {
    return (await repo.domains(workspaceIds)).map((d) => domainView(d, deps.productHost));
  }

  // certificateOf checks the certificate a verified domain serves and stores the answer.
  async function certificateOf(row: DomainRow) {
    const c = await deps.checkCertificate(row.host);
    return repo.updateDomain(row.id, { sslStatus: c.status, sslError: c.error, sslDetail: c.detail, sslExpiresAt: c.expiresAt, sslCheckedAt: new Date() });
  }
  // recheck looks a domain's records up; its certificate is checked when it has just become verified (or was never
  // checked), and on every manual check (`certificate: 'always'`).
  async function recheck(id: string, certificate: 'always' | 'when-new' = 'when-new') {
    const row = await repo.domain(id);
    if (!row) return undefined;
    const st = await checkDomain(deps.resolver, row, deps.productHost);
    // verified only while the TXT record matches; a domain that stops pointing at us loses it
    const verified = st.txtStatus === 'configured';
    const updated = await repo.updateDomain(id, { ...st, verifiedAt: verified ? (row.verifiedAt ?? new Date()) : null, lastCheckedAt: new Date() });
    if (!updated || !verified || (certificate === 'when-new' && row.verifiedAt && row.sslCheckedAt)) return updated;
    return certificateOf(updated);
  }

  return {
    async role(ctx: SessionContext) {
      if (isAdmin(ctx)) return { role: 'admin' as const, resellerId: null };
      const reseller = await repo.resellerOfWorkspace(ctx.workspaceId);
      if (reseller) return { role: 'reseller' as const, resellerId: reseller.id };
      return { role: (await repo.tenant(ctx.workspaceId)) ? ('tenant' as const) : ('none' as const), resellerId: null };
    },

    async branding(ctx: SessionContext, workspaceId?: string) {
      return brandingView((await scope(ctx, workspaceId)).workspaceId);
    },

    async saveBranding(ctx: SessionContext, workspaceId: string | undefined, value: Branding) {
      const s = await scope(ctx, workspaceId);
      const current = brandingOf((await repo.branding(s.workspaceId))?.settings);
      const next = (await customizationLocked(s)) ? { ...value, customization: current.customization } : value;
      await repo.saveBranding(s.workspaceId, next);
      return brandingView(s.workspaceId);
    },

    async saveLogo(ctx: SessionContext, workspaceId: string | undefined, dataUrl: string) {
      const s = await scope(ctx, workspaceId);
      const current = brandingOf((await repo.branding(s.workspaceId))?.settings);
      if ((await customizationLocked(s)) && !current.customization.allowLogoUpload) throw new AppError(403, 'WL_LOGO_NOT_ALLOWED');
      const logo = parseLogo(dataUrl);
      await repo.saveLogo(s.workspaceId, current, logo.type, logo.base64);
      return brandingView(s.workspaceId);
    },

    /**
     * What a workspace's emails carry when white-label is on: its own branding's company name and footer, or its
     * reseller's when a tenant has none; null when white-label is off (the product's own branding applies).
     */
    emailBrand,

    /** One of the product's own emails, rewritten for the white-label workspace of its recipient (or of `workspaceId`). */
    async brandProductMail(mail: OutgoingMail): Promise<OutgoingMail> {
      const workspaceId = mail.workspaceId ?? (await repo.workspaceOfEmail(mail.to));
      const brand = workspaceId ? await emailBrand(workspaceId) : null;
      if (!workspaceId || !brand) return mail;
      return brandMail(mail, brand, await repo.workspaceName(workspaceId));
    },

    /** The branding of a request's host: a verified custom domain's workspace, else its reseller's; null elsewhere. */
    async current(hostHeader: string) {
      const host = hostHeader.toLowerCase().replace(/:\d+$/, '');
      const domain = host ? await repo.domainByHost(host) : undefined;
      if (!domain?.verifiedAt) return { branding: null, logoUrl: null, host };
      const own = await brandingView(domain.workspaceId);
      if (await repo.branding(domain.workspaceId)) return { branding: own.branding, logoUrl: own.logoUrl, host };
      const tenant = await repo.tenant(domain.workspaceId);
      const reseller = tenant ? await repo.reseller(tenant.resellerId) : undefined;
      if (!reseller || !(await repo.branding(reseller.workspaceId))) return { branding: null, logoUrl: null, host };
      const theirs = await brandingView(reseller.workspaceId);
      return { branding: theirs.branding, logoUrl: theirs.logoUrl, host };
    },

    async logo(workspaceId: string) {
      const row = await repo.branding(workspaceId);
      if (!row?.logo || !row.logoType) throw notFound();
      return { type: row.logoType, bytes: Buffer.from(row.logo, 'base64') };
    },

    async tenants(ctx: SessionContext) {
      const month = monthStart();
      if (isAdmin(ctx)) {
        const all = await repo.resellerFigures(month);
        return (await Promise.all(all.map((r) => repo.tenants(r.id, month)))).flat().map(tenantView);
      }
      const reseller = await repo.resellerOfWorkspace(ctx.workspaceId);
      if (!reseller) throw new AppError(403, 'WL_NOT_RESELLER');
      return (await repo.tenants(reseller.id, month)).map(tenantView);
    },

    /** A reseller creates a tenant workspace and its first user, who is invited by mail to set a password. */
    async createTenant(ctx: SessionContext, input: { name: string; ownerEmail: string; ownerFirstName: string; ownerLastName: string }) {
      const reseller = await activeReseller(ctx);
      const user = await deps.createAccount({
        email: input.ownerEmail,
        firstName: input.ownerFirstName,
        lastName: input.ownerLastName,
        language: ctx.user.language,
      });
      if (!user) throw new AppError(409, 'WL_TENANT_EMAIL_TAKEN');
      await repo.addTenant({ workspaceId: user.workspaceId, resellerId: reseller.id, invitedEmail: input.ownerEmail, createdBy: ctx.user.id }, input.name);
      const link = `${deps.publicUrl}/forgot-password?email=${encodeURIComponent(input.ownerEmail)}`;
      const tr = ctx.user.language === 'tr';
      await deps.sendMail({
        to: input.ownerEmail,
        subject: tr ? `${reseller.name}: hesabınız hazır` : `${reseller.name}: your account is ready`,
        text: tr
          ? `Merhaba ${input.ownerFirstName},\n\n${reseller.name} sizin için "${input.name}" çalışma alanını açtı. Şifrenizi belirlemek için: ${link}\n`
          : `Hello ${input.ownerFirstName},\n\n${reseller.name} opened the workspace "${input.name}" for you. Set your password here: ${link}\n`,
      });
      const [row] = await repo.tenants(reseller.id, monthStart(), user.workspaceId);
      if (!row) throw notFound();
      return tenantView(row);
    },

    async domains(ctx: SessionContext) {
      const reseller = await repo.resellerOfWorkspace(ctx.workspaceId);
      const tenants = reseller ? await repo.tenants(reseller.id, monthStart()) : [];
      return domainsIn([ctx.workspaceId, ...tenants.map((t) => t.id)]);
    },

    async addDomain(ctx: SessionContext, input: { domain: string; tenantId?: string }) {
      const s = await scope(ctx, input.tenantId);
      const host = normalizeHost(input.domain);
      if (isOwnDomain(host, deps.productHost)) throw new AppError(400, 'WL_DOMAIN_OWN');
      if (await customizationLocked(s)) {
        const b = brandingOf((await repo.branding(s.workspaceId))?.settings);
        if (!b.customization.allowCustomDomain) throw new AppError(403, 'WL_DOMAIN_NOT_ALLOWED');
      }
      const row = await repo.addDomain({ workspaceId: s.workspaceId, host, token: newVerifyToken() });
      if (!row) throw new AppError(409, 'WL_DOMAIN_CLAIMED');
      return domainView((await recheck(row.id)) ?? row, deps.productHost);
    },

    async verifyDomain(ctx: SessionContext, id: string) {
      const row = await repo.domain(id);
      if (!row) throw notFound();
      await scope(ctx, row.workspaceId);
      const updated = await recheck(id, 'always');
      if (!updated) throw notFound();
      return domainView(updated, deps.productHost);
    },

    async deleteDomain(ctx: SessionContext, id: string) {
      const row = await repo.domain(id);
      if (!row) throw notFound();
      await scope(ctx, row.workspaceId);
      await repo.deleteDomain(id, row.workspaceId);
    },

    /** The periodic re-check of domains not checked within `before`. */
    async recheckDomains(before: Date) {
      for (const d of await repo.domainsToRecheck(before)) await recheck(d.id);
    },
    /** The daily check of the certificate every verified domain serves. */
    async recheckCertificates() {
      for (const d of await repo.verifiedDomains()) await certificateOf(d);
    },

    /** On-demand TLS: yes only for a verified custom domain. */
    async tlsAllowed(domain: string) {
      let host: string;
      try {
        host = normalizeHost(domain);
      } catch {
        return false;
      }
      return !!(await repo.domainByHost(host))?.verifiedAt;
    },

    async resellers(ctx: SessionContext) {
      const month = monthStart();
      if (isAdmin(ctx)) return { success: true as const, resellers: (await repo.resellerFigures(month)).map(resellerView), canManage: true };
      const own = await repo.resellerOfWorkspace(ctx.workspaceId);
      if (!own) throw new AppError(403, 'WL_NOT_RESELLER');
      return { success: true as const, resellers: (await repo.resellerFigures(month, own.id)).map(resellerView), canManage: false };
    },

    async createReseller(input: { name: string; email: string; tier: Reseller['tier']; commissionRate?: number }) {
      const user = await repo.userByEmail(input.email);
      if (!user) throw new AppError(404, 'WL_RESELLER_USER_UNKNOWN');
      if (await repo.tenant(user.workspace_id)) throw new AppError(409, 'WL_RESELLER_IS_TENANT');
      const bps = Math.round((input.commissionRate ?? TIER_COMMISSION[input.tier]) * 100);
      const row = await repo.createReseller({ workspaceId: user.workspace_id, name: input.name, email: input.email, tier: input.tier, commissionBps: bps });
      if (!row) throw new AppError(409, 'WL_RESELLER_EXISTS');
      return resellerView((await repo.resellerFigures(monthStart(), row.id))[0]);
    },

    async updateReseller(id: string, patch: { tier?: Reseller['tier']; commissionRate?: number; status?: 'active' | 'passive' }) {
      const row = await repo.updateReseller(id, {
        ...(patch.tier ? { tier: patch.tier } : {}),
        ...(patch.status ? { status: patch.status } : {}),
        ...(patch.commissionRate !== undefined ? { commissionBps: Math.round(patch.commissionRate * 100) } : {}),
      });
      if (!row) throw notFound();
      return resellerView((await repo.resellerFigures(monthStart(), id))[0]);
    },

    async commissions(ctx: SessionContext, resellerId: string) {
      if (!isAdmin(ctx)) {
        const own = await repo.resellerOfWorkspace(ctx.workspaceId);
        if (!own || own.id !== resellerId) throw forbidden();
      }
      const rows = await repo.commissions(resellerId);
      return {
        entries: rows.map((r) => ({
          id: r.id,
          tenant: r.tenant,
          kind: r.kind,
          invoiceNumber: r.invoice_number,
          sale: money(r.sale_minor),
          commission: money(r.commission_minor),
          currency: r.currency,
          sourceRef: r.source_ref,
          occurredAt: new Date(r.occurred_at).toISOString(),
          createdAt: new Date(r.created_at).toISOString(),
        })),
      };
    },

    /**
     * Books the tenants' subscription invoices into the append-only ledger: one sale per paid invoice at its reseller's
     * rate (an active reseller's; a passive one earns no new commission) and, once it is refunded, one reversal with
     * the negated amounts of that sale. Each entry is booked once (unique per reseller and source); returns how many.
     */
    async accrueCommissions() {
      const tenants = new Map((await repo.ledgerTenants()).map((t) => [t.workspace_id, t]));
      if (!tenants.size) return 0;
      const since = new Date(Date.now() - COMMISSION_LOOKBACK_DAYS * 86_400_000);
      const invoices = await deps.invoices({ workspaceIds: [...tenants.keys()], since });
      const booked = await repo.saleEntries(invoices.map((i) => `invoice:${i.id}`));
      let count = 0;
      for (const inv of invoices) {
        const t = tenants.get(inv.workspaceId);
        if (!t || t.status !== 'active' || inv.amountMinor <= 0 || booked.has(`invoice:${inv.id}`)) continue;
        const ok = await repo.book({
          resellerId: t.reseller_id,
          tenantWorkspaceId: inv.workspaceId,
          sourceRef: `invoice:${inv.id}`,
          kind: 'sale',
          invoiceNumber: inv.number,
          saleMinor: inv.amountMinor,
          commissionMinor: Math.round((inv.amountMinor * t.bps) / 10_000),
          currency: inv.currency,
          occurredAt: inv.paidAt,
        });
        if (ok) count += 1;
      }
      // a refund reverses exactly what its sale booked (read back: the sale may have been booked just now, or by another run)
      const refunded = invoices.filter((i) => i.status === 'refunded');
      const sales = await repo.saleEntries(refunded.map((i) => `invoice:${i.id}`));
      for (const inv of refunded) {
        const sale = sales.get(`invoice:${inv.id}`);
        if (!sale) continue;
        const ok = await repo.book({
          resellerId: sale.resellerId,
          tenantWorkspaceId: inv.workspaceId,
          sourceRef: `refund:${inv.id}`,
          kind: 'reversal',
          invoiceNumber: inv.number,
          saleMinor: -sale.saleMinor,
          commissionMinor: -sale.commissionMinor,
          currency: inv.currency,
          occurredAt: inv.refundedAt ?? new Date(),
        });
        if (ok) count += 1;
      }
      return count;
    },

    async apiUsage(ctx: SessionContext, workspaceId?: string) {
      return deps.limiter.usage((await scope(ctx, workspaceId)).workspaceId);
    },

    /** Limits are set by the tenant's reseller or the platform admin, never by the tenant itself. */
    async setApiLimits(ctx: SessionContext, workspaceId: string, limits: ApiLimits) {
      const s = await scope(ctx, workspaceId);
      if (s.by === 'self') throw forbidden();
      await repo.saveLimits(s.workspaceId, limits);
      deps.limiter.forget(s.workspaceId);
      return deps.limiter.usage(s.workspaceId);
    },
  };
}
