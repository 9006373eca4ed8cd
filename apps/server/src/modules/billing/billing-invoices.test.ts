// The subscription's own invoices, the saved card, renewals, cancel / resume and refunds, against a local server that
// speaks Stripe's protocol (Customers, PaymentIntents, setup-mode Checkout, PaymentMethods, Refunds, signed webhooks).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { startStripe, type StripeStandIn } from '../../../test/stand-ins/stripe.js';
import { joinAs } from '../settings/members.test-support.js';

const WEBHOOK_SECRET = 'whsec_invoices';
let t: TestApp;
let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = await startStripe({ webhookSecret: WEBHOOK_SECRET, secretKey: 'sk_test_inv' });
  t = await startTestApp({ ULAK_PAYMENT_URL: stripe.url, ULAK_PAYMENT_SECRET_KEY: 'sk_test_inv', ULAK_PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET });
  stripe.onDeliver(async (payload: string, signature: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    return res.statusCode;
  });
}, 60_000);
afterAll(async () => {
  await t?.stop();
  await stripe?.close();
});

const billing = () => t.ctx.services.billing;

// upgradeAndPay changes to a paid plan through the provider and pays it (the card is kept): the invoice list after.
async function upgradeAndPay(token: string, planType = 'starter') {
  const res = await t.request({ method: 'PUT', url: '/api/subscriptions/upgrade', token, body: { planType } });
  expect(res.statusCode, res.body).toBe(200);
  const intentId = String(res.json().clientSecret).split('_secret_')[0] ?? '';
  expect(await stripe.pay(intentId)).toBe(200);
  return intentId;
}
const invoices = async (token: string) => (await t.request({ method: 'GET', url: '/api/subscriptions/invoices', token })).json();
const current = async (token: string) => (await t.request({ method: 'GET', url: '/api/subscriptions/current', token })).json();

describe('subscription invoices', () => {
  it('issues one numbered invoice per confirmed payment, keeps the card paid with, and serves the PDF', async () => {
    const u = await t.register();
    await t.request({
      method: 'PUT',
      url: '/api/settings/company',
      token: u.token,
      body: { companyName: 'Kaya Ltd', address: 'Bağdat Cad. 1', city: 'İstanbul' },
    });
    const intentId = await upgradeAndPay(u.token);
    const intent = stripe.intents.get(intentId);
    expect(intent?.customer).toMatch(/^cus_/);
    // the same webhook again (providers retry) issues nothing new
    expect(await stripe.send('payment_intent.succeeded', { object: 'payment_intent', ...intent })).toBe(200);
    const list = await invoices(u.token);
    expect(list.total).toBe(1);
    const inv = list.invoices[0];
    expect(inv).toMatchObject({ kind: 'plan_change', planType: 'starter', amountMinor: 900, currency: 'EUR', status: 'paid', refundedAt: null });
    expect(inv.number).toMatch(new RegExp(`^ULK-${new Date().getUTCFullYear()}-\\d{6}$`));
    const sub = await current(u.token);
    expect(sub).toMatchObject({ planType: 'starter', status: 'active', paymentMethod: { brand: 'visa', last4: '4242' }, cancelAtPeriodEnd: false });
    const stored = await t.sql(`SELECT billed_to FROM billing_invoices WHERE id = $1`, [inv.id]);
    expect(stored[0]?.billed_to).toMatchObject({ name: 'Kaya Ltd' });

    const pdf = await t.request({ method: 'GET', url: `/api/subscriptions/invoices/${inv.id}/pdf`, token: u.token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${inv.number}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // another workspace sees none of it
    const other = await t.register();
    expect((await invoices(other.token)).total).toBe(0);
    expect((await t.request({ method: 'GET', url: `/api/subscriptions/invoices/${inv.id}/pdf`, token: other.token })).statusCode).toBe(404);
  });

  it('saves a card through the provider’s setup page and forgets it', async () => {
    const u = await t.register();
    const setup = await t.request({ method: 'POST', url: '/api/subscriptions/payment-method/setup', token: u.token });
    expect(setup.statusCode, setup.body).toBe(200);
    const sessionId = new URL(setup.json().url).pathname.split('/')[2] ?? '';
    expect(stripe.sessions.get(sessionId)?.success_url).toBe('http://localhost:5000/app/settings?tab=billing&card=saved');
    expect(await stripe.completeSetup(sessionId, { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2031 })).toBe(200);
    expect((await current(u.token)).paymentMethod).toEqual({ brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031 });
    const removed = await t.request({ method: 'DELETE', url: '/api/subscriptions/payment-method', token: u.token });
    expect(removed.json().subscription.paymentMethod).toBeNull();
    expect((await t.request({ method: 'DELETE', url: '/api/subscriptions/payment-method', token: u.token })).statusCode).toBe(400);
  });

  it('renews an ended period by charging the saved card, and falls past due when the card is declined', async () => {
    const u = await t.register();
    await upgradeAndPay(u.token, 'professional');
    const ended = new Date(Date.now() - 60_000);
    await t.sql(`UPDATE subscriptions SET current_period_end = $2 WHERE workspace_id = $1`, [u.user.workspaceId, ended]);
    await billing().renewDue();
    const renewal = [...stripe.intents.values()].find((i) => i.metadata.workspaceId === u.user.workspaceId && i.metadata.purpose === 'renewal');
    expect(renewal).toMatchObject({ amount: 3900, offSession: true, status: 'succeeded' });
    expect(renewal?.payment_method).toMatch(/^pm_/);
    // the sweep again before the webhook arrives: the same idempotency key, no second charge
    await billing().renewDue();
    expect([...stripe.intents.values()].filter((i) => i.metadata.workspaceId === u.user.workspaceId && i.metadata.purpose === 'renewal')).toHaveLength(1);
    expect(await stripe.send('payment_intent.succeeded', { object: 'payment_intent', ...renewal })).toBe(200);
    const list = await invoices(u.token);
    expect(list.invoices.map((i: { kind: string }) => i.kind)).toEqual(['renewal', 'plan_change']);
    const sub = await current(u.token);
    expect(new Date(sub.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);

    // the card declines at the next period's end: past due, the owner is told, one try per period
    const pm = (await t.sql(`SELECT payment_method_id FROM subscriptions WHERE workspace_id = $1`, [u.user.workspaceId]))[0]?.payment_method_id as string;
    const card = stripe.cards.get(pm);
    if (card) card.declines = true;
    await t.sql(`UPDATE subscriptions SET current_period_end = $2 WHERE workspace_id = $1`, [u.user.workspaceId, new Date(Date.now() - 1000)]);
    await billing().renewDue();
    expect((await current(u.token)).status).toBe('past_due');
    const bell = (await t.request({ method: 'GET', url: '/api/notifications', token: u.token })).json();
    expect(bell.notifications[0].title).toMatch(/renewed|yenilenemedi/);
  });

  it('cancels at the end of the period and resumes; an ended cancelled subscription moves to Free', async () => {
    const u = await t.register();
    expect((await t.request({ method: 'POST', url: '/api/subscriptions/cancel', token: u.token })).json().code).toBe('SUBSCRIPTION_FREE');
    await upgradeAndPay(u.token);
    const cancelled = await t.request({ method: 'POST', url: '/api/subscriptions/cancel', token: u.token });
    expect(cancelled.json().subscription).toMatchObject({ planType: 'starter', cancelAtPeriodEnd: true });
    expect((await t.request({ method: 'POST', url: '/api/subscriptions/cancel', token: u.token })).statusCode).toBe(409);
    expect((await t.request({ method: 'POST', url: '/api/subscriptions/resume', token: u.token })).json().subscription.cancelAtPeriodEnd).toBe(false);
    expect((await t.request({ method: 'POST', url: '/api/subscriptions/resume', token: u.token })).statusCode).toBe(409);
    await t.request({ method: 'POST', url: '/api/subscriptions/cancel', token: u.token });
    await t.sql(`UPDATE subscriptions SET current_period_end = now() - interval '1 minute' WHERE workspace_id = $1`, [u.user.workspaceId]);
    await billing().renewDue();
    const sub = await current(u.token);
    expect(sub).toMatchObject({ planType: 'free', status: 'active', cancelAtPeriodEnd: false });
    expect([...stripe.intents.values()].some((i) => i.metadata.workspaceId === u.user.workspaceId && i.metadata.purpose === 'renewal')).toBe(false);
  });

  it('refunds an invoice (the platform admin, or the provider’s charge.refunded) and tells other modules', async () => {
    const u = await t.register();
    const since = new Date(Date.now() - 1000);
    const first = await upgradeAndPay(u.token);
    await upgradeAndPay(u.token, 'professional');
    const [second, firstInv] = (await invoices(u.token)).invoices;
    const admin = await t.adminToken();
    const url = `/api/admin/billing/invoices/${firstInv.id}/refund`;
    expect((await t.request({ method: 'POST', url, token: u.token, body: {} })).statusCode).toBe(403);
    const refunded = await t.request({ method: 'POST', url, token: admin, body: { reason: 'Charged twice by mistake' } });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().invoice).toMatchObject({ status: 'refunded', refundedMinor: 900 });
    expect(stripe.refunds.filter((r: { payment_intent: string }) => r.payment_intent === first)).toHaveLength(1);
    expect((await t.request({ method: 'POST', url, token: admin, body: {} })).statusCode).toBe(409);

    // a refund made in the provider's dashboard arrives by webhook
    const secondIntent = (await t.sql(`SELECT payment_id FROM billing_invoices WHERE id = $1`, [second.id]))[0]?.payment_id as string;
    const status = await stripe.send('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: secondIntent,
      amount: second.amountMinor,
      amount_refunded: second.amountMinor,
      refunded: true,
      refunds: { data: [{ id: 're_dash' }] },
    });
    expect(status).toBe(200);
    const list = (await invoices(u.token)).invoices;
    expect(list.map((i: { status: string }) => i.status)).toEqual(['refunded', 'refunded']);

    const front = await billing().subscriptionInvoices({ workspaceIds: [u.user.workspaceId], since });
    expect(front).toHaveLength(2);
    expect(front[0]).toEqual({
      id: firstInv.id,
      workspaceId: u.user.workspaceId,
      number: firstInv.number,
      amountMinor: 900,
      currency: 'EUR',
      status: 'refunded',
      paidAt: expect.any(Date),
      refundedAt: expect.any(Date),
    });
    expect(await billing().subscriptionInvoices({ workspaceIds: [] })).toEqual([]);
    expect(await billing().subscriptionInvoices({ workspaceIds: [u.user.workspaceId], since: new Date(Date.now() + 60_000) })).toEqual([]);
  });

  it('lets only owners and admins change the plan, the card or the cancellation; members read the invoices', async () => {
    const owner = await t.register();
    await upgradeAndPay(owner.token);
    const member = await joinAs(t, owner.token, 'member');
    const readOnly = await joinAs(t, owner.token, 'read_only');
    const admin = await joinAs(t, owner.token, 'admin');
    for (const who of [member, readOnly]) {
      for (const [method, url, body] of [
        ['POST', '/api/subscriptions/cancel', undefined],
        ['POST', '/api/subscriptions/resume', undefined],
        ['POST', '/api/subscriptions/payment-method/setup', undefined],
        ['DELETE', '/api/subscriptions/payment-method', undefined],
        ['PUT', '/api/subscriptions/upgrade', { planType: 'professional' }],
        ['POST', '/api/subscription-management/upgrade', { planId: 'professional' }],
      ] as const) {
        const res = await t.request({ method, url, token: who.token, body });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await invoices(who.token)).total).toBe(1);
    }
    expect((await t.request({ method: 'POST', url: '/api/subscriptions/cancel', token: admin.token })).statusCode).toBe(200);
  });
});
