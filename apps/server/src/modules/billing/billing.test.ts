import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';

// A local server speaking Stripe's PaymentIntents protocol.
let provider: http.Server;
const intents: { body: URLSearchParams; auth: string | undefined }[] = [];
const WEBHOOK_SECRET = 'whsec_test_secret';
let t: TestApp;

beforeAll(async () => {
  provider = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      // the workspace's customer at the provider, made before its first payment
      if (req.method === 'POST' && req.url === '/v1/customers') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: `cus_${intents.length}`, object: 'customer' }));
        return;
      }
      if (req.method !== 'POST' || req.url !== '/v1/payment_intents') {
        res.writeHead(404).end();
        return;
      }
      intents.push({ body: new URLSearchParams(raw), auth: req.headers.authorization });
      const id = `pi_${intents.length}`;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id, object: 'payment_intent', client_secret: `${id}_secret_abc`, status: 'requires_payment_method' }));
    });
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', () => r()));
  const { port } = provider.address() as AddressInfo;
  t = await startTestApp({ ULAK_PAYMENT_URL: `http://127.0.0.1:${port}`, ULAK_PAYMENT_SECRET_KEY: 'sk_test_123', ULAK_PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET });
});
afterAll(async () => {
  await t?.stop();
  await new Promise((r) => provider.close(r));
});

function signedWebhook(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const ts = Math.floor(Date.now() / 1000);
  const v1 = crypto.createHmac('sha256', secret).update(`${ts}.${payload}`).digest('hex');
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': `t=${ts},v1=${v1}` },
  });
}

describe('plans and subscriptions', () => {
  it('lists the ten plans without a token, features in the request language', async () => {
    const en = (await t.request({ method: 'GET', url: '/api/subscriptions/plans' })).json().plans;
    expect(en).toHaveLength(10);
    expect(en[3]).toMatchObject({ id: 'professional', price: 39, currency: 'EUR', emailLimit: 15000, popular: true });
    expect(en[3].features[0]).toBe('15,000 emails per month');
    const tr = (await t.request({ method: 'GET', url: '/api/subscriptions/plans', headers: { 'accept-language': 'tr' } })).json().plans;
    expect(tr[3].features[0]).toBe('Ayda 15.000 e-posta');
  });

  it('a paid upgrade goes through the payment provider and applies when the webhook confirms', async () => {
    const { token, user } = await t.register();
    const res = await t.request({ method: 'POST', url: '/api/subscription-management/upgrade', token, body: { planId: 'business' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.clientSecret).toMatch(/^pi_\d+_secret_/);
    expect(body.subscription).toMatchObject({ planType: 'free', pendingPlanType: 'business' });
    const sent = intents[intents.length - 1];
    expect(sent.auth).toBe('Bearer sk_test_123');
    expect(sent.body.get('amount')).toBe('6900');
    expect(sent.body.get('currency')).toBe('eur');
    expect(sent.body.get('metadata[workspaceId]')).toBe(user.workspaceId);

    const forged = await signedWebhook(
      { type: 'payment_intent.succeeded', data: { object: { id: 'pi_x', metadata: { workspaceId: user.workspaceId } } } },
      'wrong-secret',
    );
    expect(forged.statusCode).toBe(400);
    const wrongIntent = await signedWebhook({
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_999', metadata: { workspaceId: user.workspaceId } } },
    });
    expect(wrongIntent.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/subscriptions/current', token })).json().subscription.planType).toBe('free');

    const paymentId = body.clientSecret.split('_secret_')[0];
    const ok = await signedWebhook({ type: 'payment_intent.succeeded', data: { object: { id: paymentId, metadata: { workspaceId: user.workspaceId } } } });
    expect(ok.statusCode).toBe(200);
    const current = (await t.request({ method: 'GET', url: '/api/subscriptions/current', token })).json();
    expect(current.subscription).toMatchObject({ planType: 'business', status: 'active', pendingPlanType: null, monthlyEmailLimit: 35000 });
    // seed 001 §7: the specified fields sit at the top level of the answer
    expect(current).toMatchObject({ planType: 'business', price: 69, emailsSentThisMonth: 0, monthlyEmailLimit: 35000, status: 'active' });
    expect(typeof current.currentPeriodEnd).toBe('string');
  });

  it('a downgrade from an active paid plan applies at once without payment', async () => {
    const { token, user } = await t.register({ selectedPlan: 'premium' });
    await t.sql(`UPDATE subscriptions SET status = 'active', trial_ends_at = NULL WHERE workspace_id = $1`, [user.workspaceId]);
    const res = await t.request({ method: 'PUT', url: '/api/subscriptions/upgrade', token, body: { planType: 'starter' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ clientSecret: null, message: 'Plan upgraded successfully!', subscription: { planType: 'starter', status: 'active' } });
  });

  it('leaving a trial for a paid plan goes through payment', async () => {
    const { token } = await t.register({ selectedPlan: 'premium' });
    const res = (await t.request({ method: 'PUT', url: '/api/subscriptions/upgrade', token, body: { planType: 'starter' } })).json();
    expect(res.clientSecret).toBeTruthy();
    expect(res.subscription).toMatchObject({ planType: 'premium', status: 'trial', pendingPlanType: 'starter' });
  });

  it('with a provider, the preview says when it is charged and the payment asks for the prorated amount', async () => {
    const { token, user } = await t.register();
    const day = 24 * 60 * 60 * 1000;
    await t.sql(
      `UPDATE subscriptions SET plan_type = 'professional', status = 'active', trial_ends_at = NULL,
         current_period_start = $2, current_period_end = $3 WHERE workspace_id = $1`,
      [user.workspaceId, new Date(Date.now() - 10 * day).toISOString(), new Date(Date.now() + 20 * day).toISOString()],
    );
    const preview = (await t.request({ method: 'GET', url: '/api/subscriptions/change-preview?planType=business', token })).json();
    expect(preview).toMatchObject({ paymentProvider: 'configured', currency: 'EUR', newPlan: { priceMinor: 6900 } });
    expect(Math.abs(preview.credit - 2600)).toBeLessThanOrEqual(1);
    expect(Math.abs(Date.parse(preview.chargedAt) - Date.now())).toBeLessThan(60_000);
    const res = (await t.request({ method: 'PUT', url: '/api/subscriptions/upgrade', token, body: { planType: 'business' } })).json();
    expect(res.clientSecret).toBeTruthy();
    const charged = Number(intents[intents.length - 1].body.get('amount'));
    expect(Math.abs(charged - preview.amountDueNow)).toBeLessThanOrEqual(1);
  });

  it('refuses unknown plans and a plan below this month’s usage', async () => {
    const { token, user } = await t.register({ selectedPlan: 'basic' });
    expect((await t.request({ method: 'PUT', url: '/api/subscriptions/upgrade', token, body: { planType: 'gold' } })).statusCode).toBe(400);
    // the usage counter belongs to the sending module; here a counter reports 1,200 sends this month
    const { billingService } = await import('./billing.service.js');
    const { billingRepo } = await import('./billing.repo.js');
    const counting = billingService(billingRepo(t.ctx.database.db), async (ws) => (ws === user.workspaceId ? 1200 : 0));
    const error = await counting.requestPlanChange(user.workspaceId, 'free').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 'DOWNGRADE_BELOW_USAGE', vars: { plan: 'Free' } });
    // the counts are written in the reader's language: 1.200 in Turkish, 1,200 in English
    const { vars } = error as { vars: Record<string, string | ((lang: 'tr' | 'en') => string)> };
    const write = (v: string | ((lang: 'tr' | 'en') => string), lang: 'tr' | 'en') => (typeof v === 'function' ? v(lang) : v);
    expect([write(vars.sent, 'tr'), write(vars.sent, 'en'), write(vars.limit, 'en')]).toEqual(['1.200', '1,200', '500']);
    expect((await counting.current(user.workspaceId)).planType).toBe('basic');
    expect((await counting.requestPlanChange(user.workspaceId, 'starter')).subscription.planType).toBe('starter');
  });
});
