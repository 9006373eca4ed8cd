// Plan-change preview and the platform setting for changes without a payment provider (issue 14, item 7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlan, planChangePreviewSchema, wizardPlans, WIZARD_PLAN_IDS } from '@ulak/shared';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { prorate } from './billing.service.js';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

// activeOn puts the workspace on an active paid plan whose period started `daysAgo` and ends `daysLeft` from now
async function activeOn(workspaceId: string, plan: string, daysAgo: number, daysLeft: number) {
  const now = Date.now();
  await t.sql(
    `UPDATE subscriptions SET plan_type = $2, status = 'active', trial_ends_at = NULL,
       current_period_start = $3, current_period_end = $4 WHERE workspace_id = $1`,
    [workspaceId, plan, new Date(now - daysAgo * DAY).toISOString(), new Date(now + daysLeft * DAY).toISOString()],
  );
}

describe('plan catalogue: one price list', () => {
  it('the sign-up wizard offers catalogue plans with the catalogue price and email allowance', () => {
    expect(wizardPlans().map((p) => p.id)).toEqual([...WIZARD_PLAN_IDS]);
    for (const p of wizardPlans()) expect(p).toBe(findPlan(p.id));
    expect(wizardPlans().map((p) => [p.priceEur, p.emailLimit])).toEqual([
      [9, 2000],
      [39, 15000],
      [149, 150000],
    ]);
  });

  it('a plan chosen in the wizard gives the workspace that plan and its limit', async () => {
    for (const id of WIZARD_PLAN_IDS) {
      const { token } = await t.register({ selectedPlan: id });
      const sub = (await t.request({ method: 'GET', url: '/api/subscriptions/current', token })).json().subscription;
      expect(sub).toMatchObject({ planType: id, price: findPlan(id)?.priceEur, monthlyEmailLimit: findPlan(id)?.emailLimit });
    }
  });
});

describe('plan change preview', () => {
  it('prorate credits the unused part of a paid period against the new month, in cents', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const end = new Date('2026-01-31T00:00:00Z');
    const now = new Date('2026-01-11T00:00:00Z');
    const row = { status: 'active' as const, currentPeriodStart: start, currentPeriodEnd: end };
    // 20 of 30 days unused of 39 €: 26.00 € credit; business 69 € → 43.00 € due
    expect(prorate(row, findPlan('professional'), findPlan('business')!, now)).toEqual({ credit: 2600, amountDueNow: 4300 });
    // a trial was never paid: no credit
    expect(prorate({ ...row, status: 'trial' }, findPlan('professional'), findPlan('business')!, now)).toEqual({ credit: 0, amountDueNow: 6900 });
    // a downgrade whose credit exceeds the new month costs nothing now
    expect(prorate(row, findPlan('premium'), findPlan('starter')!, now)).toEqual({ credit: 6600, amountDueNow: 0 });
  });

  it('answers price, credit, amount due and that no payment is taken without a provider', async () => {
    const { token, user } = await t.register();
    await activeOn(user.workspaceId, 'professional', 10, 20);
    const res = await t.request({ method: 'GET', url: '/api/subscriptions/change-preview?planType=business', token });
    expect(res.statusCode).toBe(200);
    const body = planChangePreviewSchema.parse(res.json());
    expect(body).toMatchObject({
      currentPlan: { id: 'professional', priceMinor: 3900 },
      newPlan: { id: 'business', name: 'Business', priceMinor: 6900 },
      currency: 'EUR',
      paymentProvider: 'none',
      chargedAt: null,
      allowedWithoutPayment: true,
      allowed: true,
    });
    expect(Math.abs(body.credit - 2600)).toBeLessThanOrEqual(1);
    expect(body.amountDueNow).toBe(6900 - body.credit);
    expect(Date.parse(body.renewsAt) - Date.now()).toBeGreaterThan(27 * DAY);
    // nothing changed
    const sub = (await t.request({ method: 'GET', url: '/api/subscriptions/current', token })).json().subscription;
    expect(sub).toMatchObject({ planType: 'professional', status: 'active' });
  });

  it('refuses an unknown plan and an anonymous caller', async () => {
    const { token } = await t.register();
    const bad = await t.request({ method: 'GET', url: '/api/subscriptions/change-preview?planType=gold', token });
    expect(bad.statusCode).toBe(400);
    const anon = await t.request({ method: 'GET', url: '/api/subscriptions/change-preview?planType=business' });
    expect(anon.statusCode).toBe(401);
  });
});

describe('platform setting: plan changes without payment', () => {
  it('defaults to allowed; when the admin disallows it, a paid change without a provider is refused with 402', async () => {
    const admin = await t.adminToken();
    const { token, user } = await t.register();
    const userPut = await t.request({
      method: 'PUT',
      url: '/api/admin/platform-settings',
      token,
      body: { planChangesWithoutPayment: false },
    });
    expect(userPut.statusCode).toBe(403);

    const saved = await t.request({
      method: 'PUT',
      url: '/api/admin/platform-settings',
      token: admin,
      body: { planChangesWithoutPayment: false },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.planChangesWithoutPayment).toBe(false);
    try {
      const preview = (await t.request({ method: 'GET', url: '/api/subscriptions/change-preview?planType=starter', token })).json();
      expect(preview).toMatchObject({ amountDueNow: 900, allowedWithoutPayment: false, allowed: false });
      const refused = await t.request({
        method: 'PUT',
        url: '/api/subscriptions/upgrade',
        token,
        body: { planType: 'starter' },
        headers: { 'accept-language': 'tr' },
      });
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_REQUIRED' });
      expect(refused.json().message).toContain('ödeme sağlayıcısı');
      const sub = (await t.request({ method: 'GET', url: '/api/subscriptions/current', token })).json().subscription;
      expect(sub.planType).toBe('free');

      // a change that costs nothing now (a downgrade covered by the credit) still applies
      await activeOn(user.workspaceId, 'premium', 1, 29);
      const down = await t.request({ method: 'PUT', url: '/api/subscriptions/upgrade', token, body: { planType: 'starter' } });
      expect(down.statusCode).toBe(200);
      expect(down.json().subscription.planType).toBe('starter');
    } finally {
      await t.request({
        method: 'PUT',
        url: '/api/admin/platform-settings',
        token: admin,
        body: { planChangesWithoutPayment: true },
      });
    }
    const allowed = await t.request({ method: 'PUT', url: '/api/subscriptions/upgrade', token, body: { planType: 'business' } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().subscription).toMatchObject({ planType: 'business', status: 'active' });
    expect(allowed.json().message).toBe('Plan changed. No payment was taken: no payment provider is configured.');
  });
});
