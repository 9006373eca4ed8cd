import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.js';
import { computeTotals, lineAmounts, splitProportionally, toTry, type LineAmountsInput } from './totals.js';

const line = (over: Partial<LineAmountsInput>): LineAmountsInput => ({
  quantity: 1,
  unitPriceE4: 1000000,
  discountType: 'percent',
  discount: 0,
  taxRate: 20,
  taxCategory: 'S',
  ...over,
});

describe('invoice totals', () => {
  it('rounds each line half-up to the kuruş: net = quantity × price − discount', () => {
    expect(lineAmounts(line({ quantity: 1.005, unitPriceE4: 100000 }))).toMatchObject({ grossMinor: 1005, discountMinor: 0, netMinor: 1005 });
    // 3 × 33.33 = 99.99; 12.5% of it = 12.49875 → 12.50
    expect(lineAmounts(line({ quantity: 3, unitPriceE4: 333300, discount: 12.5 }))).toMatchObject({ grossMinor: 9999, discountMinor: 1250, netMinor: 8749 });
    // 0.333 × 0.10 = 0.0333 → 0.03
    expect(lineAmounts(line({ quantity: 0.333, unitPriceE4: 1000 })).netMinor).toBe(3);
    expect(lineAmounts(line({ quantity: 2, unitPriceE4: 455000, discountType: 'amount', discount: 10.5 }))).toMatchObject({
      grossMinor: 9100,
      discountMinor: 1050,
      netMinor: 8050,
    });
  });

  it('computes VAT once per rate on the rounded sum, not per line (BR-CO-17)', () => {
    // three lines of 0.05 at 18%: per line 0.009 → 0.01 each (0.03), per rate 0.15 × 18% = 0.027 → 0.03
    const three = computeTotals([line({ unitPriceE4: 500, taxRate: 18 }), line({ unitPriceE4: 500, taxRate: 18 }), line({ unitPriceE4: 500, taxRate: 18 })]);
    expect(three.taxMinor).toBe(3);
    // seven lines of 0.07 at 8%: per line 0.0056 → 0.01 (0.07 total); per rate 0.49 × 8% = 0.0392 → 0.04
    const seven = computeTotals(Array.from({ length: 7 }, () => line({ unitPriceE4: 700, taxRate: 8 })));
    expect(seven.taxMinor).toBe(4);
  });

  it('mixes rates 0, 1, 8, 10, 18 and 20 with line and invoice discounts; every total adds up', () => {
    const lines = [
      line({ quantity: 3, unitPriceE4: 10000000, discount: 10, taxRate: 20 }),
      line({ quantity: 2, unitPriceE4: 455000, taxRate: 10 }),
      line({ quantity: 1.5, unitPriceE4: 3333300, taxRate: 18, discountType: 'amount', discount: 0.01 }),
      line({ quantity: 7, unitPriceE4: 199900, taxRate: 8 }),
      line({ quantity: 1, unitPriceE4: 1234500, taxRate: 1 }),
      line({ quantity: 4, unitPriceE4: 250000, taxRate: 0, taxCategory: 'Z' }),
    ];
    const t = computeTotals(lines, { type: 'amount', value: 100 });
    expect(t.lines.map((l) => l.netMinor)).toEqual([270000, 9100, 49999, 13993, 12345, 10000]);
    expect(t.subtotalMinor).toBe(365437);
    expect(t.allowanceMinor).toBe(10000);
    expect(t.breakdown.reduce((n, b) => n + b.allowanceMinor, 0)).toBe(10000);
    expect(t.breakdown.map((b) => `${b.category}${b.rate}`)).toEqual(['S20.00', 'S18.00', 'S10.00', 'S8.00', 'S1.00', 'Z0.00']);
    for (const b of t.breakdown) {
      expect(b.taxableMinor).toBe(b.netMinor - b.allowanceMinor);
      expect(b.taxMinor).toBe(Math.round((b.taxableMinor * Number(b.rate)) / 100 + 1e-9));
    }
    expect(t.taxExclusiveMinor).toBe(t.subtotalMinor - t.allowanceMinor);
    expect(t.taxMinor).toBe(t.breakdown.reduce((n, b) => n + b.taxMinor, 0));
    expect(t.totalMinor).toBe(t.taxExclusiveMinor + t.taxMinor);
    const z = t.breakdown.find((b) => b.category === 'Z');
    expect(z?.taxMinor).toBe(0);
  });

  it('applies a percentage invoice discount to each rate group', () => {
    const t = computeTotals([line({ unitPriceE4: 3333300, taxRate: 20 }), line({ unitPriceE4: 1000100, taxRate: 10 })], { type: 'percent', value: 7.5 });
    expect(t.breakdown.map((b) => b.allowanceMinor)).toEqual([2500, 750]);
    expect(t.breakdown.every((b) => b.allowancePercent === '7.50')).toBe(true);
    expect(t.totalMinor).toBe(30833 + 6167 + 9251 + 925);
  });

  it('splits an amount by largest remainder, to the last kuruş', () => {
    expect(splitProportionally(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(splitProportionally(10000n, [270000n, 9100n])).toEqual([9674n, 326n]);
    expect(splitProportionally(0n, [5n, 5n])).toEqual([0n, 0n]);
  });

  it('refuses a discount larger than what it applies to, and absurd amounts', () => {
    expect(() => lineAmounts(line({ discountType: 'amount', discount: 100.01 }))).toThrow(AppError);
    expect(() => computeTotals([line({})], { type: 'amount', value: 101 })).toThrow(AppError);
    expect(() => lineAmounts(line({ quantity: 1_000_000_000, unitPriceE4: 1000_000_000_000 }))).toThrow(AppError);
  });

  it('converts to lira with the stored rate', () => {
    expect(toTry(10000, '34.25000000')).toBe(342500);
    expect(toTry(333, 1)).toBe(333);
  });

  it('rounds negative lines half away from zero and keeps the total ≥ 0 (issue 15)', () => {
    // −2.5 units of 0.01 → −0.03 as +2.5 → 0.03
    expect(lineAmounts(line({ quantity: -2.5, unitPriceE4: 100 })).netMinor).toBe(-3);
    expect(lineAmounts(line({ quantity: 2.5, unitPriceE4: 100 })).netMinor).toBe(3);
    const t = computeTotals([line({ quantity: 10, unitPriceE4: 600000 }), line({ quantity: -2, unitPriceE4: 500000 })]);
    expect(t).toMatchObject({ subtotalMinor: 50000, taxMinor: 10000, totalMinor: 60000 });
    expect(t.lines.map((l) => l.taxMinor)).toEqual([12000, -2000]);
    expect(() => computeTotals([line({ quantity: -1 })])).toThrow(AppError);
    expect(() => lineAmounts(line({ quantity: -1, discount: 10 }))).toThrow(AppError);
    // an invoice discount cannot apply to a group whose amount is negative
    expect(() => computeTotals([line({ quantity: 5 }), line({ quantity: -1, taxRate: 10 })], { type: 'percent', value: 10 })).toThrow(AppError);
  });

  it('puts ÖTV into the line amount and the VAT base, charges into their group, and shares each group’s VAT over its lines (issue 15)', () => {
    const t = computeTotals(
      [line({ quantity: 1000, unitPriceE4: 12340, excisePercent: 25 }), line({ quantity: 1, unitPriceE4: 1000000, taxRate: 10 })],
      { type: 'percent', value: 0 },
      { charges: [{ amountMinor: 15000, taxRate: 20, taxCategory: 'S' }] },
    );
    // 1,234.00 + ÖTV 308.50 = 1,542.50, + freight 150 = 1,692.50 at 20 % → 338.50; 100 at 10 % → 10
    expect(t.lines[0]).toMatchObject({ netMinor: 123400, exciseMinor: 30850 });
    expect(t.breakdown).toEqual([
      { category: 'S', rate: '20.00', netMinor: 154250, allowanceMinor: 0, allowancePercent: null, chargeMinor: 15000, taxableMinor: 169250, taxMinor: 33850 },
      { category: 'S', rate: '10.00', netMinor: 10000, allowanceMinor: 0, allowancePercent: null, chargeMinor: 0, taxableMinor: 10000, taxMinor: 1000 },
    ]);
    expect(t).toMatchObject({ subtotalMinor: 164250, chargeMinor: 15000, exciseMinor: 30850, taxExclusiveMinor: 179250, taxMinor: 34850, totalMinor: 214100 });
    // the line's share of 338.50 over 1,542.50 and 150 (the charge's share is not a line's)
    expect(t.lines[0].taxMinor).toBe(30850);
    expect(t.lines[1].taxMinor).toBe(1000);
  });

  it('withholds the code’s share of each line’s VAT share, takes stopaj of the tax-exclusive amount, and deducts both from the amount due (issue 15)', () => {
    // three lines of 33.33 at 20 %: group VAT round(99.99 × 20 %) = 20.00, shared 6.67 + 6.67 + 6.66
    const t = computeTotals(
      [line({ unitPriceE4: 333300, withholdingPercent: 70 }), line({ unitPriceE4: 333300, withholdingPercent: 70 }), line({ unitPriceE4: 333300 })],
      { type: 'percent', value: 0 },
      { stopajPercent: 20 },
    );
    expect(t.lines.map((l) => l.taxMinor)).toEqual([667, 667, 666]);
    expect(t.lines.map((l) => l.withholdingMinor)).toEqual([467, 467, 0]);
    expect(t).toMatchObject({ taxMinor: 2000, totalMinor: 11999, withholdingMinor: 934, stopajMinor: 2000, dueMinor: 11999 - 934 - 2000 });
  });
});
