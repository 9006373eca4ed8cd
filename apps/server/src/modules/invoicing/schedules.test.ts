import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, waitFor, type TestApp } from '../../test/harness.js';
import { QUEUES } from '../../jobs/jobs.js';
import { addDays, today } from './dates.js';
import { createInvoice, setUpSeller } from './test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const LINE = { description: 'Bakım hizmeti', quantity: 1, unitPrice: 1000, taxRate: 20 };
const run = (day: string) => t.ctx.services.invoicing.schedules.runDaily(day);
const subjects = async (to: string) =>
  (await t.sql('SELECT subject FROM captured_mails WHERE to_addresses = $1 ORDER BY received_at', [to])).map((r) => String(r.subject));
// "nothing was sent" is only true once the mails queued so far have been delivered (the mail queue is empty)
const mailQueueDrained = () =>
  waitFor(
    async () =>
      (await t.sql(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active')`, [QUEUES.mail]))[0].n === 0,
    20_000,
  );
// a job has run once it is completed
const jobDone = (id: string | null) => waitFor(async () => (await t.sql('SELECT state FROM pgboss.job WHERE id = $1', [id]))[0]?.state === 'completed', 20_000);
const status = async (token: string, id: string) => (await t.request({ method: 'GET', url: `/api/invoices/${id}`, token })).json().invoice.status as string;

async function issuedTo(email: string, issueDate: string, dueDate: string) {
  const seller = await setUpSeller(t, { email });
  const inv = await createInvoice(t, seller.token, { customerId: seller.customerId, issueDate, dueDate, lines: [LINE] });
  await t.request({ method: 'POST', url: `/api/invoices/${inv.id}/finalize`, token: seller.token });
  return {
    ...seller,
    id: inv.id as string,
    number: (await t.request({ method: 'GET', url: `/api/invoices/${inv.id}`, token: seller.token })).json().invoice.number as string,
  };
}

describe('invoicing jobs', () => {
  it('marks open invoices overdue the day after the due date, through the job queue', async () => {
    const a = await issuedTo('overdue@musteri.test', '2024-01-01', '2024-01-31');
    const paid = await issuedTo('paid-before@musteri.test', '2024-01-01', '2024-01-31');
    await t.request({ method: 'POST', url: `/api/invoices/${paid.id}/payments`, token: paid.token, body: { amount: 1200, method: 'bank_transfer' } });
    await jobDone(await t.ctx.boss.send(QUEUES.invoicingDaily, { day: '2024-01-31' }));
    expect(await status(a.token, a.id)).toBe('issued');
    await t.ctx.boss.send(QUEUES.invoicingDaily, { day: '2024-02-01' });
    await waitFor(async () => (await status(a.token, a.id)) === 'overdue', 20_000);
    const row = (await t.request({ method: 'GET', url: `/api/invoices/${a.id}`, token: a.token })).json().invoice;
    expect(row.statusLabel).toBe('Vadesi Geçti');
    expect(await status(paid.token, paid.id)).toBe('paid');
    // an overdue invoice still takes payments and becomes paid
    await t.request({ method: 'POST', url: `/api/invoices/${a.id}/payments`, token: a.token, body: { amount: 1200, method: 'credit_card' } });
    expect(await status(a.token, a.id)).toBe('paid');
    const analytics = (await t.request({ method: 'GET', url: '/api/invoices/analytics', token: a.token })).json().analytics;
    expect(analytics.overdue.count).toBe(0);
  }, 60_000);

  it('sends reminders 3 days before, on the day and 7 days after, once each, and stops when paid', async () => {
    const to = 'reminders@musteri.test';
    const a = await issuedTo(to, '2025-01-01', '2025-01-31');
    await run('2025-01-20');
    await run('2025-01-28');
    await run('2025-01-28');
    await waitFor(async () => (await subjects(to)).length >= 1);
    await run('2025-01-31');
    await waitFor(async () => (await subjects(to)).length >= 2);
    const first = await subjects(to);
    expect(first).toEqual([`Hatırlatma: ${a.number} numaralı faturanın vadesi 3 gün sonra`, `Hatırlatma: ${a.number} numaralı faturanın vadesi bugün`]);
    const mail = (await t.sql('SELECT text FROM captured_mails WHERE to_addresses = $1 ORDER BY received_at LIMIT 1', [to]))[0].text;
    expect(String(mail)).toContain('1.200,00 ₺');
    expect(String(mail)).toContain('/api/public/invoices/');
    await run('2025-02-01');
    expect(await status(a.token, a.id)).toBe('overdue');
    // a partial payment does not stop reminders; the balance is what they ask for
    await t.request({ method: 'POST', url: `/api/invoices/${a.id}/payments`, token: a.token, body: { amount: 200, method: 'bank_transfer' } });
    await run('2025-02-07');
    await waitFor(async () => (await subjects(to)).length >= 3);
    expect((await subjects(to))[2]).toBe(`Vadesi geçen fatura: ${a.number} (7 gün)`);
    const overdueMail = (await t.sql('SELECT text FROM captured_mails WHERE to_addresses = $1 ORDER BY received_at DESC LIMIT 1', [to]))[0].text;
    expect(String(overdueMail)).toContain('1.000,00 ₺');

    // paid: nothing more, whatever the schedule
    const b = await issuedTo('paid@musteri.test', '2025-01-01', '2025-01-31');
    await t.request({ method: 'POST', url: `/api/invoices/${b.id}/payments`, token: b.token, body: { amount: 1200, method: 'paypal' } });
    const c = await issuedTo('cancelled@musteri.test', '2025-01-01', '2025-01-31');
    await t.request({ method: 'POST', url: `/api/invoices/${c.id}/cancel`, token: c.token });
    for (const day of ['2025-01-28', '2025-01-31', '2025-02-07', '2025-03-01']) await run(day);
    // a late-issued invoice gets only the latest reminder that applies
    const d = await issuedTo('late@musteri.test', '2025-01-01', '2025-01-10');
    await run('2025-01-20');
    await waitFor(async () => (await subjects('late@musteri.test')).length >= 1);
    await run('2025-01-21');
    await mailQueueDrained();
    expect(await subjects('paid@musteri.test')).toEqual([]);
    expect(await subjects('cancelled@musteri.test')).toEqual([]);
    expect(await subjects('late@musteri.test')).toEqual([`Vadesi geçen fatura: ${d.number} (7 gün)`]);
    expect(await subjects(to)).toHaveLength(3);
  }, 60_000);

  it('follows a workspace’s own schedule and can be switched off', async () => {
    const a = await issuedTo('custom@musteri.test', '2025-05-01', '2025-05-31');
    expect(
      (await t.request({ method: 'PUT', url: '/api/invoices/settings', token: a.token, body: { reminderSchedule: [14, -1] } })).json().settings
        .reminderSchedule,
    ).toEqual([-1, 14]);
    await run('2025-05-28');
    await run('2025-05-30');
    await waitFor(async () => (await subjects('custom@musteri.test')).length >= 1);
    expect(await subjects('custom@musteri.test')).toEqual([`Hatırlatma: ${a.number} numaralı faturanın vadesi 1 gün sonra`]);
    await t.request({ method: 'PUT', url: '/api/invoices/settings', token: a.token, body: { remindersEnabled: false } });
    await run('2025-06-14');
    await mailQueueDrained();
    expect(await subjects('custom@musteri.test')).toHaveLength(1);
  }, 60_000);

  it('generates recurring invoices each period and emails them when asked to', async () => {
    const seller = await setUpSeller(t, { email: 'recurring@musteri.test' });
    const source = await createInvoice(t, seller.token, { customerId: seller.customerId, lines: [LINE], notes: 'Aylık bakım' });
    const start = today();
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/invoices/${source.id}/recurring`,
          token: seller.token,
          body: { frequency: 'monthly', startDate: addDays(start, -1) },
        })
      ).statusCode,
    ).toBe(400);
    const set = await t.request({
      method: 'PUT',
      url: `/api/invoices/${source.id}/recurring`,
      token: seller.token,
      body: { frequency: 'monthly', startDate: start, autoSend: true },
    });
    expect(set.json().recurring).toMatchObject({ frequency: 'monthly', nextRunDate: start, autoSend: true, active: true });
    await run(start);
    await run(start);
    const list = async () =>
      (await t.request({ method: 'GET', url: `/api/invoices?customerId=${seller.customerId}&sort=created_at&order=asc`, token: seller.token })).json().invoices;
    const generated = (await list()).filter((r: { id: string }) => r.id !== source.id);
    expect(generated).toHaveLength(1);
    expect(generated[0]).toMatchObject({ status: 'sent', issueDate: start, dueDate: addDays(start, 30), amount: 1200 });
    await waitFor(async () => (await subjects('recurring@musteri.test')).length >= 1);
    const schedule = (await t.request({ method: 'GET', url: '/api/invoices/recurring', token: seller.token })).json().recurring[0];
    expect(schedule.runs).toBe(1);
    expect(schedule.nextRunDate > start).toBe(true);
    await run(schedule.nextRunDate);
    expect((await list()).length).toBe(3);
    expect((await t.request({ method: 'DELETE', url: `/api/invoices/${source.id}/recurring`, token: seller.token })).statusCode).toBe(200);
    await run(addDays(schedule.nextRunDate, 40));
    expect((await list()).length).toBe(3);
  }, 60_000);
});
