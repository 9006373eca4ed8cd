// Payment-provider adapter speaking Stripe's protocol (any compatible endpoint via ULAK_PAYMENT_URL): PaymentIntents for
// plan changes and renewals, Customers and setup-mode Checkout Sessions for the saved card, PaymentMethods (brand and
// last four digits), Refunds, and the signed webhook.
import crypto from 'node:crypto';

export type PaymentIntent = { id: string; clientSecret: string; status: string };
export type CardDetails = { id: string; brand: string; last4: string; expMonth: number | null; expYear: number | null };
/** A webhook event as the provider signed it; `data.object` is the PaymentIntent, SetupIntent or Charge. */
export type PaymentEvent = { id?: string; type: string; data: { object: Record<string, unknown> & { id: string; metadata?: Record<string, string> } } };

export type PaymentProvider = {
  createIntent: (p: {
    amountMinor: number;
    currency: string;
    description: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
    /** The provider's customer: the card paid with is kept for renewals (setup_future_usage=off_session). */
    customer?: string;
    /** A renewal: charge this saved card at once, without the customer present. */
    offSessionPaymentMethod?: string;
  }) => Promise<PaymentIntent>;
  createCustomer: (p: { email: string; name: string; workspaceId: string; idempotencyKey: string }) => Promise<{ id: string }>;
  /** A setup-mode Checkout Session: the provider's own page where the customer enters a card (no card data reaches us). */
  createSetupSession: (p: { customer: string; workspaceId: string; successUrl: string; cancelUrl: string }) => Promise<{ id: string; url: string }>;
  paymentMethod: (id: string) => Promise<CardDetails>;
  detachPaymentMethod: (id: string) => Promise<void>;
  refund: (p: {
    paymentIntent: string;
    amountMinor: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }) => Promise<{ id: string; status: string }>;
  /** Verifies a webhook's Stripe-Signature header against the raw body; returns the parsed event or undefined. */
  verifyWebhook: (rawBody: string, signature: string | undefined) => PaymentEvent | undefined;
};

const TOLERANCE_SECONDS = 300;
const TIMEOUT_MS = 10_000;

/** The provider refused or could not be reached; `code` is its error code when it sent one (e.g. card_declined). */
export class PaymentProviderError extends Error {
  constructor(
    readonly status: number,
    readonly code?: string,
  ) {
    super(`payment provider answered ${status}${code ? ` (${code})` : ''}`);
  }
}

// createPaymentProvider returns the adapter, or undefined when no provider is configured.
export function createPaymentProvider(opts: { url?: string; secretKey?: string; webhookSecret?: string }): PaymentProvider | undefined {
  if (!opts.url || !opts.secretKey) return undefined;
  const base = opts.url.replace(/\/$/, '');

  // call sends one form-encoded request (Stripe's wire format) and reads the JSON answer
  async function call<T>(method: 'GET' | 'POST', path: string, form?: Record<string, string>, idempotencyKey?: string): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${opts.secretKey}`,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => ({}))) as T & { error?: { code?: string; decline_code?: string } };
    if (!res.ok) throw new PaymentProviderError(res.status, body.error?.decline_code ?? body.error?.code);
    return body;
  }
  const metadata = (m: Record<string, string>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [`metadata[${k}]`, v]));

  return {
    async createIntent(p) {
      const form: Record<string, string> = {
        amount: String(p.amountMinor),
        currency: p.currency.toLowerCase(),
        description: p.description,
        ...metadata(p.metadata),
      };
      if (p.customer) form.customer = p.customer;
      if (p.offSessionPaymentMethod) {
        Object.assign(form, { payment_method: p.offSessionPaymentMethod, off_session: 'true', confirm: 'true' });
      } else {
        form['automatic_payment_methods[enabled]'] = 'true';
        if (p.customer) form.setup_future_usage = 'off_session';
      }
      const body = await call<{ id?: string; client_secret?: string; status?: string }>('POST', '/v1/payment_intents', form, p.idempotencyKey);
      if (!body.id || !body.client_secret) throw new Error('payment provider answered without a client secret');
      return { id: body.id, clientSecret: body.client_secret, status: body.status ?? 'requires_payment_method' };
    },
    async createCustomer(p) {
      const body = await call<{ id?: string }>(
        'POST',
        '/v1/customers',
        { email: p.email, name: p.name, ...metadata({ workspaceId: p.workspaceId }) },
        p.idempotencyKey,
      );
      if (!body.id) throw new Error('payment provider answered without a customer id');
      return { id: body.id };
    },
    async createSetupSession(p) {
      const body = await call<{ id?: string; url?: string }>('POST', '/v1/checkout/sessions', {
        mode: 'setup',
        customer: p.customer,
        'payment_method_types[0]': 'card',
        success_url: p.successUrl,
        cancel_url: p.cancelUrl,
        ...metadata({ workspaceId: p.workspaceId }),
        'setup_intent_data[metadata][workspaceId]': p.workspaceId,
      });
      if (!body.id || !body.url) throw new Error('payment provider answered without a checkout URL');
      return { id: body.id, url: body.url };
    },
    async paymentMethod(id) {
      const body = await call<{ id: string; card?: { brand?: string; last4?: string; exp_month?: number; exp_year?: number } }>(
        'GET',
        `/v1/payment_methods/${encodeURIComponent(id)}`,
      );
      return {
        id: body.id,
        brand: body.card?.brand ?? 'card',
        last4: body.card?.last4 ?? '????',
        expMonth: body.card?.exp_month ?? null,
        expYear: body.card?.exp_year ?? null,
      };
    },
    async detachPaymentMethod(id) {
      await call('POST', `/v1/payment_methods/${encodeURIComponent(id)}/detach`, {});
    },
    async refund(p) {
      const body = await call<{ id?: string; status?: string }>(
        'POST',
        '/v1/refunds',
        { payment_intent: p.paymentIntent, amount: String(p.amountMinor), ...metadata(p.metadata) },
        p.idempotencyKey,
      );
      if (!body.id) throw new Error('payment provider answered without a refund id');
      return { id: body.id, status: body.status ?? 'pending' };
    },
    verifyWebhook(rawBody, signature) {
      if (!opts.webhookSecret || !signature) return undefined;
      const parts = Object.fromEntries(signature.split(',').map((kv) => kv.split('=') as [string, string]));
      const t = Number(parts.t);
      if (!parts.v1 || !Number.isFinite(t) || Math.abs(Date.now() / 1000 - t) > TOLERANCE_SECONDS) return undefined;
      const expected = crypto.createHmac('sha256', opts.webhookSecret).update(`${parts.t}.${rawBody}`).digest('hex');
      const a = Buffer.from(expected);
      const b = Buffer.from(parts.v1);
      if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) return undefined;
      try {
        const event = JSON.parse(rawBody) as PaymentEvent;
        return typeof event?.type === 'string' && typeof event.data?.object?.id === 'string' ? event : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
