import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { createInvoice, setUpSeller } from './test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const LINE = { description: 'Abonelik', quantity: 1, unitPrice: 99.9, taxRate: 20 };

// inBatches runs the tasks with at most `width` in flight.
async function inBatches<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await tasks[i]();
      }
    }),
  );
  return out;
}

describe('invoice numbering', () => {
  it('gives 200 invoices finalised by 20 concurrent requests the numbers 001…200 of the year, no gap, no duplicate', { timeout: 180_000 }, async () => {
    const { token, customerId } = await setUpSeller(t);
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) ids.push((await createInvoice(t, token, { customerId, issueDate: '2025-06-01', lines: [LINE] })).id);
    const results = await inBatches(
      ids.map((id) => () => t.request({ method: 'POST', url: `/api/invoices/${id}/finalize`, token })),
      20,
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const numbers = results.map((r) => r.json().invoice.number as string).sort();
    expect(new Set(numbers).size).toBe(200);
    expect(numbers).toEqual(Array.from({ length: 200 }, (_, i) => `INV-2025-${String(i + 1).padStart(3, '0')}`));
    // a new year starts again at 001; the prefix comes from company settings
    await t.request({ method: 'PUT', url: '/api/admin/company-settings', token, body: { invoicePrefix: 'FTR' } });
    const next = await createInvoice(t, token, { customerId, issueDate: '2026-01-02', lines: [LINE] });
    expect((await t.request({ method: 'POST', url: `/api/invoices/${next.id}/finalize`, token })).json().invoice.number).toBe('FTR-2026-001');
  });

  it('finalises one draft once when asked many times at once, using one number', async () => {
    const { token, customerId } = await setUpSeller(t);
    const inv = await createInvoice(t, token, { customerId, issueDate: '2025-03-01', lines: [LINE] });
    const results = await Promise.all(Array.from({ length: 10 }, () => t.request({ method: 'POST', url: `/api/invoices/${inv.id}/finalize`, token })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const other = await createInvoice(t, token, { customerId, issueDate: '2025-03-02', lines: [LINE] });
    expect((await t.request({ method: 'POST', url: `/api/invoices/${other.id}/finalize`, token })).json().invoice.number).toBe('INV-2025-002');
  });

  it('numbers each workspace on its own', async () => {
    const a = await setUpSeller(t);
    const b = await setUpSeller(t);
    for (const s of [a, b]) {
      const inv = await createInvoice(t, s.token, { customerId: s.customerId, issueDate: '2024-05-05', lines: [LINE] });
      expect((await t.request({ method: 'POST', url: `/api/invoices/${inv.id}/finalize`, token: s.token })).json().invoice.number).toBe('INV-2024-001');
    }
  });
});
