// A stand-in speaking Stripe's protocol for the billing adapter: Customers, PaymentIntents (off-session confirmation of a
// saved card), setup-mode Checkout Sessions with a hosted page that saves a card, PaymentMethods, Refunds, and signed
// webhooks (Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.body")) posted to the product.
import crypto from 'node:crypto';
import { listen, type StandInReply, type StandInRequest } from './http.js';

export type StripeCard = { id: string; brand: string; last4: string; exp_month: number; exp_year: number; customer: string | null; declines?: boolean };
export type StripeIntent = {
  id: string;
  amount: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  metadata: Record<string, string>;
  status: string;
  offSession: boolean;
  idempotencyKey?: string;
};

// metadataOf reads Stripe's bracketed form fields (metadata[workspaceId]=…) back into an object.
function metadataOf(form: URLSearchParams, prefix = 'metadata'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form) {
    const m = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`).exec(k);
    if (m?.[1]) out[m[1]] = v;
  }
  return out;
}

// signPayload builds the Stripe-Signature header of a webhook body.
export function signPayload(payload: string, secret: string, at = Math.floor(Date.now() / 1000)): string {
  return `t=${at},v1=${crypto.createHmac('sha256', secret).update(`${at}.${payload}`).digest('hex')}`;
}

// startStripe runs the stand-in on 127.0.0.1; `deliver` posts a signed event to the product (set it once the product runs).
export async function startStripe(opts: { webhookSecret: string; secretKey: string }) {
  const customers = new Map<string, { id: string; email: string; name: string; metadata: Record<string, string> }>();
  const intents = new Map<string, StripeIntent>();
  const cards = new Map<string, StripeCard>();
  const sessions = new Map<string, { id: string; customer: string; success_url: string; cancel_url: string; metadata: Record<string, string> }>();
  const refunds: { id: string; payment_intent: string; amount: number }[] = [];
  const byKey = new Map<string, unknown>();
  let n = 0;
  const id = (prefix: string) => `${prefix}_${(++n).toString(36)}${crypto.randomBytes(4).toString('hex')}`;
  let deliver: ((type: string, object: object) => Promise<number>) | undefined;

  const server = await listen(async (req: StandInRequest): Promise<StandInReply> => {
    if (req.path.startsWith('/checkout/')) return hostedPage(req);
    if (req.headers.authorization !== `Bearer ${opts.secretKey}`)
      return { status: 401, body: { error: { type: 'invalid_request_error', code: 'api_key_invalid' } } };
    const form = new URLSearchParams(req.body);
    const key = req.headers['idempotency-key'] as string | undefined;
    const remembered = key ? byKey.get(`${req.path}:${key}`) : undefined;
    if (remembered) return { status: 200, body: remembered };
    const answer = (body: object) => {
      if (key) byKey.set(`${req.path}:${key}`, body);
      return { status: 200, body };
    };
    if (req.method === 'POST' && req.path === '/v1/customers') {
      const c = { id: id('cus'), email: form.get('email') ?? '', name: form.get('name') ?? '', metadata: metadataOf(form) };
      customers.set(c.id, c);
      return answer({ object: 'customer', ...c });
    }
    if (req.method === 'POST' && req.path === '/v1/payment_intents') {
      const pm = form.get('payment_method');
      const offSession = form.get('off_session') === 'true' && form.get('confirm') === 'true';
      const card = pm ? cards.get(pm) : undefined;
      if (offSession && (!card || card.declines)) {
        return { status: 402, body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' } } };
      }
      const intent: StripeIntent = {
        id: id('pi'),
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'eur',
        customer: form.get('customer'),
        payment_method: pm,
        metadata: metadataOf(form),
        status: offSession ? 'succeeded' : 'requires_payment_method',
        offSession,
        idempotencyKey: key,
      };
      intents.set(intent.id, intent);
      return answer({ object: 'payment_intent', ...intent, client_secret: `${intent.id}_secret_${crypto.randomBytes(6).toString('hex')}` });
    }
    if (req.method === 'POST' && req.path === '/v1/checkout/sessions') {
      const s = {
        id: id('cs'),
        customer: form.get('customer') ?? '',
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        metadata: metadataOf(form, 'setup_intent_data[metadata]'),
      };
      sessions.set(s.id, s);
      return answer({ object: 'checkout.session', mode: form.get('mode'), ...s, url: `${server.url}/checkout/${s.id}` });
    }
    const pmPath = /^\/v1\/payment_methods\/([^/]+)(\/detach)?$/.exec(req.path);
    if (pmPath) {
      const card = cards.get(decodeURIComponent(pmPath[1] ?? ''));
      if (!card) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing' } } };
      if (pmPath[2]) card.customer = null;
      const { declines: _declines, ...pub } = card;
      return {
        status: 200,
        body: {
          id: card.id,
          object: 'payment_method',
          type: 'card',
          customer: pub.customer,
          card: { brand: pub.brand, last4: pub.last4, exp_month: pub.exp_month, exp_year: pub.exp_year },
        },
      };
    }
    if (req.method === 'POST' && req.path === '/v1/refunds') {
      const pi = intents.get(form.get('payment_intent') ?? '');
      if (!pi) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing' } } };
      const r = { id: id('re'), payment_intent: pi.id, amount: Number(form.get('amount') ?? pi.amount) };
      refunds.push(r);
      return answer({ object: 'refund', ...r, status: 'succeeded' });
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', code: 'unknown_route' } } };
  });

  // hostedPage is the provider's card form of a setup session: GET shows it, POST saves the card and goes back
  async function hostedPage(req: StandInRequest): Promise<StandInReply> {
    const s = sessions.get(req.path.split('/')[2] ?? '');
    if (!s) return { status: 404, body: 'no such session' };
    if (req.method === 'GET') {
      const html = `<!doctype html><title>Card</title><form method="post"><input name="number" value="4242424242424242"><button data-testid="provider-save-card">Save card</button></form>`;
      return { status: 200, body: html, headers: { 'content-type': 'text/html' } };
    }
    await completeSetup(s.id);
    return { status: 303, body: '', headers: { location: s.success_url } };
  }

  // addCard adds a card to a customer (what the hosted page does)
  function addCard(customer: string | null, over: Partial<StripeCard> = {}): StripeCard {
    const card = { id: id('pm'), brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, customer, ...over };
    cards.set(card.id, card);
    return card;
  }
  // send posts an event the way Stripe does
  function send(type: string, object: object): Promise<number> {
    if (!deliver) throw new Error('stripe stand-in: no webhook receiver');
    return deliver(type, object);
  }
  // completeSetup: the customer finished a setup session, a card is saved and setup_intent.succeeded is sent
  async function completeSetup(sessionId: string, over: Partial<StripeCard> = {}): Promise<number> {
    const s = sessions.get(sessionId);
    if (!s) throw new Error(`no session ${sessionId}`);
    const card = addCard(s.customer, over);
    return send('setup_intent.succeeded', {
      id: id('seti'),
      object: 'setup_intent',
      customer: s.customer,
      payment_method: card.id,
      metadata: s.metadata,
      status: 'succeeded',
    });
  }

  const stripe = {
    url: server.url,
    close: server.close,
    customers,
    intents,
    cards,
    refunds,
    /** Where webhooks go: a function posting a signed body to the product (app.inject in unit tests, fetch in the browser test). */
    onDeliver(fn: (payload: string, signature: string) => Promise<number>) {
      deliver = async (type, object) => {
        const payload = JSON.stringify({ id: id('evt'), object: 'event', type, data: { object } });
        return fn(payload, signPayload(payload, opts.webhookSecret));
      };
    },
    /** Posts an event the way Stripe does. */
    send,
    /** Adds a card to a customer. */
    addCard,
    /** The customer paid an intent in the browser: the card is kept and payment_intent.succeeded is sent. */
    async pay(intentId: string, card?: StripeCard): Promise<number> {
      const pi = intents.get(intentId);
      if (!pi) throw new Error(`no intent ${intentId}`);
      Object.assign(pi, { status: 'succeeded', payment_method: (card ?? addCard(pi.customer)).id });
      return send('payment_intent.succeeded', { object: 'payment_intent', ...pi });
    },
    /** The customer finished a setup session: a card is saved and setup_intent.succeeded is sent. */
    async completeSetup(sessionId: string, over: Partial<StripeCard> = {}) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      const card = stripe.addCard(s.customer, over);
      return stripe.send('setup_intent.succeeded', {
        id: id('seti'),
        object: 'setup_intent',
        customer: s.customer,
        payment_method: card.id,
        metadata: s.metadata,
        status: 'succeeded',
      });
    },
    sessions,
  };
  return stripe;
}
export type StripeStandIn = Awaited<ReturnType<typeof startStripe>>;
