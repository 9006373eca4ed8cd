// Payment-provider adapter speaking Stripe's PaymentIntents protocol (any compatible endpoint via ULAK_PAYMENT_URL).
import crypto from 'node:crypto';

export type PaymentIntent = { id: string; clientSecret: string };
export type PaymentProvider = {
  createIntent: (p: {
    amountMinor: number;
    currency: string;
    description: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }) => Promise<PaymentIntent>;
  /** Verifies a webhook's Stripe-Signature header against the raw body; returns the parsed event or undefined. */
  verifyWebhook: (
    rawBody: string,
    signature: string | undefined,
  ) => { type: string; data: { object: { id: string; metadata?: Record<string, string> } } } | undefined;
};

const TOLERANCE_SECONDS = 300;
const TIMEOUT_MS = 10_000;

// createPaymentProvider returns the adapter, or undefined when no provider is configured.
export function createPaymentProvider(opts: { url?: string; secretKey?: string; webhookSecret?: string }): PaymentProvider | undefined {
  if (!opts.url || !opts.secretKey) return undefined;
  const base = opts.url.replace(/\/$/, '');
  return {
    async createIntent(p) {
      const form = new URLSearchParams({
        amount: String(p.amountMinor),
        currency: p.currency.toLowerCase(),
        description: p.description,
        'automatic_payment_methods[enabled]': 'true',
      });
      for (const [k, v] of Object.entries(p.metadata)) form.set(`metadata[${k}]`, v);
      const res = await fetch(`${base}/v1/payment_intents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${opts.secretKey}`, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': p.idempotencyKey },
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`payment provider answered ${res.status}`);
      const body = (await res.json()) as { id?: string; client_secret?: string };
      if (!body.id || !body.client_secret) throw new Error('payment provider answered without a client secret');
      return { id: body.id, clientSecret: body.client_secret };
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
        return JSON.parse(rawBody);
      } catch {
        return undefined;
      }
    },
  };
}
