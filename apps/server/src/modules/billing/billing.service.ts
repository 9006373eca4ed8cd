// Plans and subscriptions: the catalogue, a workspace's current subscription, plan changes, the saved card, renewals,
// cancelling at the period's end, and the subscription's own invoices with their refunds.
import {
  PLANS,
  TRIAL_DAYS,
  findPlan,
  formatNumber,
  type CatalogPlanView,
  type Language,
  type Plan,
  type PlanChangePreview,
  type PlanId,
  type SubscriptionInvoice,
  type SubscriptionView,
} from '@ulak/shared';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.js';
import type { PaymentEvent, PaymentProvider } from './payment.js';
import type { BillingInvoiceRow, BillingRepo, SubscriptionRow } from './billing.repo.js';
import { renderInvoicePdf } from './invoice-pdf.js';

const DAY_MS = 24 * 60 * 60 * 1000;

// addMonths adds calendar months, clamping to the last day of the target month.
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

// newSubscription is the subscription a new workspace gets: a paid plan starts a 14-day trial, free is active at once.
export function newSubscription(planType: PlanId, now: Date, opts: { trial?: boolean } = {}) {
  const plan = findPlan(planType) ?? PLANS[0];
  const trial = (opts.trial ?? true) && plan.priceEur > 0;
  const trialEndsAt = trial ? new Date(now.getTime() + TRIAL_DAYS * DAY_MS) : null;
  return {
    planType: plan.id,
    status: trial ? ('trial' as const) : ('active' as const),
    trialEndsAt,
    currentPeriodStart: now,
    currentPeriodEnd: trialEndsAt ?? addMonths(now, 1),
  };
}

// planView is a plan as the plans call returns it, features in the request language.
export function planView(plan: (typeof PLANS)[number], lang: Language): CatalogPlanView {
  return {
    id: plan.id,
    name: plan.name,
    price: plan.priceEur,
    currency: 'EUR',
    emailLimit: plan.emailLimit,
    contactLimit: plan.contactLimit,
    popular: plan.popular,
    features: plan.features[lang],
  };
}

/**
 * prorate is what changing from `current` to `next` costs at `now`. The change starts a new one-month period, so the
 * new plan's month is due; the unused part of a paid current period (active, not a trial) is credited against it:
 * credit = current price × (period end − now) / (period end − period start), in cents, rounded half up.
 */
export function prorate(row: Pick<SubscriptionRow, 'status' | 'currentPeriodStart' | 'currentPeriodEnd'>, current: Plan | undefined, next: Plan, now: Date) {
  const start = row.currentPeriodStart.getTime();
  const end = row.currentPeriodEnd.getTime();
  const paid = row.status === 'active' && (current?.priceEur ?? 0) > 0 && end > start;
  const unused = paid ? Math.min(1, Math.max(0, (end - now.getTime()) / (end - start))) : 0;
  const credit = Math.round((current?.priceEur ?? 0) * 100 * unused);
  return { credit, amountDueNow: Math.max(0, next.priceEur * 100 - credit) };
}

/** Counts emails a workspace sent in the current calendar month; the sending module provides it. */
export type EmailUsageCounter = (workspaceId: string, monthStart: Date) => Promise<number>;

export type BillingService = ReturnType<typeof billingService>;

/** Who a workspace's invoices are billed to and whom the billing mails go to (the invoicing company settings). */
export type BilledTo = (workspaceId: string) => Promise<{ name: string; address: string | null; taxNumber: string | null; email: string | null }>;
/** What billing tells a workspace's managers (renewal failed, refunded); the settings module's notify. */
export type BillingNotice = (workspaceId: string, notice: { title: { tr: string; en: string }; body: { tr: string; en: string } }) => Promise<void>;

// invoiceView is the public shape of a subscription invoice.
export function invoiceView(r: BillingInvoiceRow): SubscriptionInvoice {
  return {
    id: r.id,
    workspaceId: r.workspaceId,
    number: r.number,
    kind: r.kind,
    planType: r.planType,
    periodStart: r.periodStart.toISOString(),
    periodEnd: r.periodEnd.toISOString(),
    amountMinor: r.amountMinor,
    creditMinor: r.creditMinor,
    currency: r.currency,
    status: r.status,
    paidAt: r.paidAt.toISOString(),
    refundedAt: r.refundedAt?.toISOString() ?? null,
    refundedMinor: r.refundedMinor,
  };
}

const monthStartUtc = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

// billingService builds the subscription rules over a repo, a usage counter and an optional payment provider.
export function billingService(
  repo: BillingRepo,
  countEmails: EmailUsageCounter,
  payments?: PaymentProvider,
  opts: { billedTo?: BilledTo; notify?: BillingNotice; publicUrl?: string } = {},
) {
  const billedTo: BilledTo = opts.billedTo ?? (async () => ({ name: '', address: null, taxNumber: null, email: null }));
  // the platform admin's setting, stored with the site settings (default: allowed)
  const allowWithoutPayment = () => repo.planChangesWithoutPayment();

  // quote prices a change for the workspace's subscription row at `now` (the preview and the change use the same)
  async function quote(row: SubscriptionRow, plan: Plan, now: Date): Promise<PlanChangePreview> {
    const current = findPlan(row.planType);
    const { credit, amountDueNow } = prorate(row, current, plan, now);
    const allowedWithoutPayment = await allowWithoutPayment();
    return {
      currentPlan: { id: row.planType, name: current?.name ?? row.planType, priceMinor: (current?.priceEur ?? 0) * 100 },
      newPlan: { id: plan.id, name: plan.name, priceMinor: plan.priceEur * 100 },
      amountDueNow,
      credit,
      currency: 'EUR',
      chargedAt: payments && amountDueNow > 0 ? now.toISOString() : null,
      renewsAt: addMonths(now, 1).toISOString(),
      paymentProvider: payments ? 'configured' : 'none',
      allowedWithoutPayment,
      allowed: Boolean(payments) || amountDueNow === 0 || allowedWithoutPayment,
    };
  }

  async function view(row: SubscriptionRow): Promise<SubscriptionView> {
    const plan = findPlan(row.planType);
    const monthStart = monthStartUtc();
    return {
      planType: row.planType,
      planName: plan?.name ?? row.planType,
      price: plan?.priceEur ?? 0,
      currency: 'EUR',
      emailsSentThisMonth: await countEmails(row.workspaceId, monthStart),
      monthlyEmailLimit: plan?.emailLimit ?? 0,
      contactsCount: await repo.countContacts(row.workspaceId),
      contactLimit: plan ? plan.contactLimit : PLANS[0].contactLimit,
      currentPeriodEnd: row.currentPeriodEnd.toISOString(),
      trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
      status: row.status,
      pendingPlanType: row.pendingPlanType,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      paymentMethod:
        row.paymentMethodId && row.paymentMethodLast4
          ? { brand: row.paymentMethodBrand ?? 'card', last4: row.paymentMethodLast4, expMonth: row.paymentMethodExpMonth, expYear: row.paymentMethodExpYear }
          : null,
      renewalFailedAt: row.renewalFailedAt?.toISOString() ?? null,
    };
  }

  // customerOf finds or creates the workspace's customer at the provider (one per workspace, kept on the subscription)
  async function customerOf(row: SubscriptionRow): Promise<string> {
    if (!payments) throw new AppError(409, 'PAYMENT_PROVIDER_NONE');
    if (row.providerCustomerId) return row.providerCustomerId;
    const who = await billedTo(row.workspaceId);
    let customer;
    try {
      customer = await payments.createCustomer({
        email: who.email ?? '',
        name: who.name,
        workspaceId: row.workspaceId,
        idempotencyKey: `customer:${row.workspaceId}`,
      });
    } catch {
      throw new AppError(502, 'PAYMENT_PROVIDER_ERROR');
    }
    await repo.update(row.workspaceId, { providerCustomerId: customer.id });
    return customer.id;
  }

  // savePaymentMethod reads a card's brand and last four digits from the provider and keeps them on the subscription
  async function savePaymentMethod(workspaceId: string, paymentMethodId: string) {
    if (!payments) return;
    const row = await repo.findByWorkspace(workspaceId);
    if (!row || row.paymentMethodId === paymentMethodId) return;
    const card = await payments.paymentMethod(paymentMethodId);
    await repo.update(workspaceId, {
      // a past-due subscription is tried again with the new card at the next sweep
      ...(row.status === 'past_due' ? { renewalFailedAt: null } : {}),
      paymentMethodId: card.id,
      paymentMethodBrand: card.brand,
      paymentMethodLast4: card.last4.slice(-4),
      paymentMethodExpMonth: card.expMonth,
      paymentMethodExpYear: card.expYear,
    });
  }

  // invoiceFor builds the invoice of a payment the provider confirmed
  async function invoiceFor(
    row: SubscriptionRow,
    pay: { id: string; amountMinor: number; currency: string; planType: string; kind: 'plan_change' | 'renewal' },
    period: { start: Date; end: Date },
  ) {
    const plan = findPlan(pay.planType);
    return {
      workspaceId: row.workspaceId,
      kind: pay.kind,
      planType: pay.planType,
      periodStart: period.start,
      periodEnd: period.end,
      amountMinor: pay.amountMinor,
      creditMinor: Math.max(0, (plan?.priceEur ?? 0) * 100 - pay.amountMinor),
      currency: pay.currency.toUpperCase(),
      status: 'paid' as const,
      paymentId: pay.id,
      billedTo: await billedTo(row.workspaceId),
      paidAt: new Date(),
    };
  }

  async function apply(workspaceId: string, planType: PlanId) {
    const now = new Date();
    const row = await repo.update(workspaceId, {
      planType,
      status: 'active',
      trialEndsAt: null,
      currentPeriodStart: now,
      currentPeriodEnd: addMonths(now, 1),
      cancelledAt: null,
      pendingPlanType: null,
      pendingPaymentId: null,
    });
    if (!row) throw notFound();
    return view(row);
  }

  const service = {
    plans: (lang: Language) => PLANS.map((p) => planView(p, lang)),

    async current(workspaceId: string) {
      const row = await repo.findByWorkspace(workspaceId);
      if (!row) throw notFound();
      return view(row);
    },

    /**
     * Changes plan. A paid upgrade with a payment provider configured creates a payment intent and returns its client
     * secret: the change applies when the provider's webhook confirms the payment. Otherwise it applies at once.
     * A plan whose monthly limit is below this month's sends is refused.
     */
    async requestPlanChange(workspaceId: string, planType: string) {
      const plan = findPlan(planType);
      if (!plan) throw badRequest('v.plan');
      const row = await repo.findByWorkspace(workspaceId);
      if (!row) throw notFound();
      if (row.planType === plan.id && row.status === 'active') throw badRequest('SAME_PLAN');
      const sent = await countEmails(workspaceId, monthStartUtc());
      if (plan.emailLimit < sent) {
        throw new AppError(400, 'DOWNGRADE_BELOW_USAGE', {
          sent: (lang) => formatNumber(sent, lang),
          plan: plan.name,
          limit: (lang) => formatNumber(plan.emailLimit, lang),
        });
      }
      const q = await quote(row, plan, new Date());
      if (!q.allowed) throw new AppError(402, 'PAYMENT_PROVIDER_REQUIRED');
      if (!payments || q.amountDueNow === 0) {
        // say plainly when a change that costs money applied without a payment
        const messageKey = q.amountDueNow > 0 ? ('PLAN_CHANGED_UNPAID' as const) : ('PLAN_CHANGED' as const);
        return { subscription: await apply(workspaceId, plan.id), clientSecret: null, messageKey };
      }
      const customer = await customerOf(row);
      let intent;
      try {
        intent = await payments.createIntent({
          amountMinor: q.amountDueNow,
          currency: 'EUR',
          description: `Ulak ${plan.name} (monthly)`,
          metadata: { workspaceId, planType: plan.id, purpose: 'plan_change' },
          idempotencyKey: `${workspaceId}:${plan.id}:${q.amountDueNow}:${row.updatedAt.getTime()}`,
          customer,
        });
      } catch {
        throw new AppError(502, 'PAYMENT_PROVIDER_ERROR');
      }
      const pending = await repo.update(workspaceId, { pendingPlanType: plan.id, pendingPaymentId: intent.id });
      return { subscription: await view(pending ?? row), clientSecret: intent.clientSecret, messageKey: 'PAYMENT_REQUIRED' as const };
    },

    /** What changing to `planType` would cost now, from the subscription's period dates (nothing changes). */
    async previewPlanChange(workspaceId: string, planType: string): Promise<PlanChangePreview> {
      const plan = findPlan(planType);
      if (!plan) throw badRequest('v.plan');
      const row = await repo.findByWorkspace(workspaceId);
      if (!row) throw notFound();
      return quote(row, plan, new Date());
    },

    /**
     * Records a payment the provider confirmed: a plan change applies (a new one-month period) or a renewal extends the
     * period by a month, with the invoice, in one transaction. Unknown, superseded or repeated payments change nothing.
     */
    async confirmPayment(intent: PaymentEvent['data']['object']) {
      const workspaceId = intent.metadata?.workspaceId;
      if (!workspaceId) return false;
      const row = await repo.findByWorkspace(workspaceId);
      if (!row) return false;
      const amountMinor = typeof intent.amount === 'number' ? intent.amount : 0;
      const currency = typeof intent.currency === 'string' ? intent.currency : 'eur';
      const now = new Date();
      let done;
      if (intent.metadata?.purpose === 'renewal') {
        const periodEnd = new Date(intent.metadata.periodEnd ?? '');
        if (Number.isNaN(periodEnd.getTime()) || row.currentPeriodEnd.getTime() !== periodEnd.getTime()) return false;
        const end = addMonths(periodEnd, 1);
        const invoice = await invoiceFor(row, { id: intent.id, amountMinor, currency, planType: row.planType, kind: 'renewal' }, { start: periodEnd, end });
        done = await repo.recordPayment(
          workspaceId,
          { periodEnd },
          { status: 'active', trialEndsAt: null, currentPeriodStart: periodEnd, currentPeriodEnd: end, renewalFailedAt: null },
          invoice,
        );
      } else {
        if (row.pendingPaymentId !== intent.id || !row.pendingPlanType) return false;
        const plan = findPlan(row.pendingPlanType);
        if (!plan) return false;
        const end = addMonths(now, 1);
        const invoice = await invoiceFor(row, { id: intent.id, amountMinor, currency, planType: plan.id, kind: 'plan_change' }, { start: now, end });
        done = await repo.recordPayment(
          workspaceId,
          { pendingPaymentId: intent.id },
          {
            planType: plan.id,
            status: 'active',
            trialEndsAt: null,
            currentPeriodStart: now,
            currentPeriodEnd: end,
            cancelledAt: null,
            cancelAtPeriodEnd: false,
            pendingPlanType: null,
            pendingPaymentId: null,
            renewalFailedAt: null,
          },
          invoice,
        );
      }
      // the card paid with is kept for the renewals (setup_future_usage), shown as brand and last four digits
      if (done && typeof intent.payment_method === 'string') await savePaymentMethod(workspaceId, intent.payment_method).catch(() => undefined);
      return Boolean(done);
    },

    /**
     * The payment provider's webhook: false when the signature does not verify (nothing happens). A succeeded payment
     * applies what it paid for; a failed renewal makes the subscription past due; a completed card setup saves the
     * card; a refunded charge marks its invoice refunded.
     */
    async receiveWebhook(rawBody: string, signature: string | undefined) {
      const event = payments?.verifyWebhook(rawBody, signature);
      if (!event) return false;
      const o = event.data.object;
      if (event.type === 'payment_intent.succeeded') await service.confirmPayment(o);
      if (event.type === 'payment_intent.payment_failed' && o.metadata?.purpose === 'renewal' && o.metadata.workspaceId)
        await renewalFailed(o.metadata.workspaceId, new Date(o.metadata.periodEnd ?? ''));
      if (event.type === 'setup_intent.succeeded' && o.metadata?.workspaceId && typeof o.payment_method === 'string')
        await savePaymentMethod(o.metadata.workspaceId, o.payment_method);
      if (event.type === 'charge.refunded' && typeof o.payment_intent === 'string' && o.refunded === true) {
        const inv = await repo.invoiceByPayment(o.payment_intent);
        const refunds = (o.refunds as { data?: { id?: string }[] } | undefined)?.data;
        if (inv)
          await markRefunded(inv, {
            refundedMinor: typeof o.amount_refunded === 'number' ? o.amount_refunded : inv.amountMinor,
            refundId: refunds?.[0]?.id ?? null,
            reason: null,
          });
      }
      return true;
    },

    /** Ends the subscription at the period's end (the workspace then moves to the Free plan); nothing is refunded. */
    async cancel(workspaceId: string) {
      const row = await repo.findByWorkspace(workspaceId);
      if (!row) throw notFound();
      if ((findPlan(row.planType)?.priceEur ?? 0) === 0) throw badRequest('SUBSCRIPTION_FREE');
      if (row.cancelAtPeriodEnd) throw conflict('SUBSCRIPTION_ALREADY_CANCELLED');
      return view((await repo.update(workspaceId, { cancelAtPeriodEnd: true, cancelledAt: new Date() })) ?? row);
    },

    /** Keeps a subscription that was to end at the period's end. */
    async resume(workspaceId: string) {
      const row = await repo.findByWorkspace(workspaceId);
      if (!row) throw notFound();
      if (!row.cancelAtPeriodEnd) throw conflict('SUBSCRIPTION_NOT_CANCELLED');
      return view((await repo.update(workspaceId, { cancelAtPeriodEnd: false, cancelledAt: null })) ?? row);
    },

    /**
     * Starts saving a card: the provider's own setup page (a setup-mode Checkout Session); the card arrives by the
     * setup_intent.succeeded webhook. Answers the page's address.
     */
    async setupPaymentMethod(workspaceId: string) {
      if (!payments) throw new AppError(409, 'PAYMENT_PROVIDER_NONE');
      const row = await repo.findByWorkspace(workspaceId);
      if (!row) throw notFound();
      const customer = await customerOf(row);
      const back = `${opts.publicUrl ?? ''}/app/settings?tab=billing`;
      try {
        const session = await payments.createSetupSession({ customer, workspaceId, successUrl: `${back}&card=saved`, cancelUrl: `${back}&card=cancelled` });
        return { url: session.url };
      } catch {
        throw new AppError(502, 'PAYMENT_PROVIDER_ERROR');
      }
    },

    /** Forgets the saved card (detached at the provider); renewals then need a new one. */
    async removePaymentMethod(workspaceId: string) {
      const row = await repo.findByWorkspace(workspaceId);
      if (!row) throw notFound();
      if (!row.paymentMethodId) throw badRequest('PAYMENT_METHOD_NONE');
      await payments?.detachPaymentMethod(row.paymentMethodId).catch(() => undefined);
      const next = await repo.update(workspaceId, {
        paymentMethodId: null,
        paymentMethodBrand: null,
        paymentMethodLast4: null,
        paymentMethodExpMonth: null,
        paymentMethodExpYear: null,
      });
      return view(next ?? row);
    },

    /** A page of the workspace's subscription invoices, newest first. */
    async invoices(workspaceId: string, page: number, limit: number) {
      const { rows, total } = await repo.invoices(workspaceId, page, limit);
      return { invoices: rows.map(invoiceView), total, page, limit };
    },

    /** The PDF of one of the workspace's invoices (404 for another workspace's). */
    async invoicePdf(workspaceId: string, id: string, lang: Language) {
      const inv = await repo.invoice(workspaceId, id);
      if (!inv) throw new AppError(404, 'BILLING_INVOICE_NOT_FOUND');
      return { number: inv.number, pdf: await renderInvoicePdf(inv, await repo.platformDetails(), lang) };
    },

    /**
     * Refunds a paid invoice in full through the provider (the platform admin's decision); the invoice is marked at
     * once when the provider answers succeeded, else when its charge.refunded webhook comes. The plan stays.
     */
    async refund(invoiceId: string, reason: string | null) {
      const inv = await repo.invoiceById(invoiceId);
      if (!inv) throw new AppError(404, 'BILLING_INVOICE_NOT_FOUND');
      if (inv.status === 'refunded') throw conflict('BILLING_INVOICE_REFUNDED');
      if (!payments) throw new AppError(409, 'PAYMENT_PROVIDER_NONE');
      let refund;
      try {
        refund = await payments.refund({
          paymentIntent: inv.paymentId,
          amountMinor: inv.amountMinor,
          idempotencyKey: `refund:${inv.id}`,
          metadata: { workspaceId: inv.workspaceId, invoice: inv.number },
        });
      } catch {
        throw new AppError(502, 'PAYMENT_PROVIDER_ERROR');
      }
      if (refund.status !== 'succeeded') return invoiceView(inv);
      return invoiceView((await markRefunded(inv, { refundedMinor: inv.amountMinor, refundId: refund.id, reason })) ?? inv);
    },

    /**
     * What other modules read of the invoices (the white-label commissions): the given workspaces' (or every one's)
     * invoices paid or refunded since a date, oldest first.
     */
    async subscriptionInvoices(q: { workspaceIds?: string[]; since?: Date }) {
      return (await repo.invoicesSince(q)).map((r) => ({
        id: r.id,
        workspaceId: r.workspaceId,
        number: r.number,
        amountMinor: r.amountMinor,
        currency: r.currency,
        status: r.status,
        paidAt: r.paidAt,
        refundedAt: r.refundedAt,
      }));
    },

    /**
     * The hourly renewal sweep over subscriptions whose period has ended: one to cancel moves to the Free plan; a paid
     * one with a provider and a saved card is charged off-session for the next month (the webhook records it), or
     * becomes past due without a card or when the charge is declined. Without a provider nothing changes (docs).
     */
    async renewDue(now = new Date()) {
      let charged = 0;
      for (const row of await repo.dueForRenewal(now)) {
        const plan = findPlan(row.planType);
        // a free plan (or a cancelled one, which becomes free) just starts its next month
        if (row.cancelAtPeriodEnd || (plan?.priceEur ?? 0) === 0) {
          let end = addMonths(row.currentPeriodEnd, 1);
          while (end <= now) end = addMonths(end, 1);
          await repo.update(row.workspaceId, {
            ...(row.cancelAtPeriodEnd ? { planType: 'free', cancelAtPeriodEnd: false, pendingPlanType: null, pendingPaymentId: null } : {}),
            status: 'active',
            trialEndsAt: null,
            currentPeriodStart: addMonths(end, -1),
            currentPeriodEnd: end,
          });
          continue;
        }
        if (!plan || !payments || row.pendingPaymentId) continue;
        // one attempt per period; saving a new card clears the failure so the next sweep tries again
        if (row.renewalFailedAt && row.renewalFailedAt >= row.currentPeriodEnd) continue;
        if (!row.paymentMethodId || !row.providerCustomerId) {
          await renewalFailed(row.workspaceId, row.currentPeriodEnd);
          continue;
        }
        try {
          const intent = await payments.createIntent({
            amountMinor: plan.priceEur * 100,
            currency: 'EUR',
            description: `Ulak ${plan.name} (monthly renewal)`,
            metadata: { workspaceId: row.workspaceId, planType: plan.id, purpose: 'renewal', periodEnd: row.currentPeriodEnd.toISOString() },
            idempotencyKey: `renewal:${row.workspaceId}:${row.currentPeriodEnd.toISOString()}`,
            customer: row.providerCustomerId,
            offSessionPaymentMethod: row.paymentMethodId,
          });
          charged += 1;
          if (intent.status !== 'succeeded' && intent.status !== 'processing') await renewalFailed(row.workspaceId, row.currentPeriodEnd);
        } catch {
          await renewalFailed(row.workspaceId, row.currentPeriodEnd);
        }
      }
      return charged;
    },

    payments,
  };

  // renewalFailed makes the subscription past due for this period and tells the managers (once per period)
  async function renewalFailed(workspaceId: string, periodEnd: Date) {
    const row = await repo.findByWorkspace(workspaceId);
    if (!row || row.currentPeriodEnd.getTime() !== periodEnd.getTime()) return;
    if (row.renewalFailedAt && row.renewalFailedAt >= row.currentPeriodEnd) return;
    await repo.update(workspaceId, { status: 'past_due', renewalFailedAt: new Date() });
    await opts.notify?.(workspaceId, {
      title: { tr: 'Abonelik yenilenemedi', en: 'Your subscription could not be renewed' },
      body: {
        tr: 'Kayıtlı kartınızdan ödeme alınamadı. Ayarlar › Faturalandırma bölümünden kartınızı güncelleyin.',
        en: 'The payment from your saved card failed. Update your card in Settings › Billing.',
      },
    });
  }

  // markRefunded records a full refund once and tells the managers
  async function markRefunded(inv: BillingInvoiceRow, refund: { refundedMinor: number; refundId: string | null; reason: string | null }) {
    const row = await repo.markRefunded(inv.id, { ...refund, at: new Date() });
    if (row)
      await opts.notify?.(inv.workspaceId, {
        title: { tr: `${inv.number} numaralı fatura iade edildi`, en: `Invoice ${inv.number} was refunded` },
        body: { tr: 'İade, ödemenin yapıldığı karta yansıtılır.', en: 'The refund goes back to the card that paid.' },
      });
    return row;
  }
  return service;
}
