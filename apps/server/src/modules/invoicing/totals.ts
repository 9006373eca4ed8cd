// Invoice arithmetic in integer minor units (EN 16931 §6.5 and BR-CO-10…17): line net = quantity × price − line discount,
// rounded half-up to the minor unit per line (BT-131; the unit price has up to four decimals, held in ten-thousandths); the invoice discount is split over the VAT rates; VAT is computed and
// rounded once per (category, rate) group; totals are sums of rounded figures, so every printed figure adds up.
import type { DiscountType, TaxCategory } from '@ulak/shared';
import { AppError } from '../../http/errors.js';

export type LineAmountsInput = {
  quantity: number;
  /** Unit price in ten-thousandths of the currency unit (12.3456 → 123456). */
  unitPriceE4: number;
  discountType: DiscountType;
  /** Percent (0–100) or an amount in major units. */
  discount: number;
  taxRate: number;
  taxCategory: TaxCategory;
};
export type LineAmounts = { grossMinor: number; discountMinor: number; netMinor: number };
export type BreakdownRow = {
  category: TaxCategory;
  rate: string;
  netMinor: number;
  allowanceMinor: number;
  allowancePercent: string | null;
  taxableMinor: number;
  taxMinor: number;
};
export type Totals = {
  lines: LineAmounts[];
  breakdown: BreakdownRow[];
  /** BT-106: sum of line nets. */
  subtotalMinor: number;
  /** BT-107: sum of document allowances (the invoice discount). */
  allowanceMinor: number;
  /** BT-109: subtotal − allowances. */
  taxExclusiveMinor: number;
  /** BT-110: sum of the per-rate VAT amounts. */
  taxMinor: number;
  /** BT-112 = BT-115 (nothing prepaid on the document). */
  totalMinor: number;
};

/** The largest total we accept: 10^13 minor units (100 billion), far inside JavaScript's exact integers. */
const MAX_MINOR = 10n ** 13n;

const hundredths = (n: number) => BigInt(Math.round(n * 100));
const thousandths = (n: number) => BigInt(Math.round(n * 1000));
// half-up division of non-negative integers
const divRound = (a: bigint, b: bigint) => (a * 2n + b) / (2n * b);

// rateKey renders a VAT rate with two decimals ("20.00"), the form it is stored and grouped in.
export const rateKey = (rate: number) => (Math.round(rate * 100) / 100).toFixed(2);

// lineAmounts computes one line's gross, discount and net in minor units; a discount larger than the line is refused.
export function lineAmounts(line: Omit<LineAmountsInput, 'taxRate' | 'taxCategory'>): LineAmounts {
  // quantity in thousandths × price in ten-thousandths = 10^7 × the amount; minor units are 10^2
  const gross = divRound(thousandths(line.quantity) * BigInt(line.unitPriceE4), 100_000n);
  const discount = line.discountType === 'percent' ? divRound(gross * hundredths(line.discount), 10000n) : hundredths(line.discount);
  if (discount > gross) throw new AppError(400, 'INVOICE_DISCOUNT_TOO_LARGE');
  if (gross > MAX_MINOR) throw new AppError(400, 'INVOICE_AMOUNT_TOO_LARGE');
  return { grossMinor: Number(gross), discountMinor: Number(discount), netMinor: Number(gross - discount) };
}

// splitProportionally divides an amount over weights by the largest-remainder method (parts sum to the amount exactly).
export function splitProportionally(amount: bigint, weights: bigint[]): bigint[] {
  const total = weights.reduce((a, b) => a + b, 0n);
  if (total === 0n) return weights.map(() => 0n);
  const parts = weights.map((w) => (amount * w) / total);
  let left = amount - parts.reduce((a, b) => a + b, 0n);
  const order = weights.map((w, i) => ({ i, rem: (amount * w) % total })).sort((a, b) => (b.rem > a.rem ? 1 : b.rem < a.rem ? -1 : a.i - b.i));
  for (const { i } of order) {
    if (left <= 0n) break;
    parts[i] += 1n;
    left -= 1n;
  }
  return parts;
}

// computeTotals computes lines, the VAT breakdown and the document totals; the invoice discount is a percentage of
// each rate group, or an amount split over the groups in proportion to their nets.
export function computeTotals(lines: LineAmountsInput[], discount: { type: DiscountType; value: number } = { type: 'percent', value: 0 }): Totals {
  const amounts = lines.map(lineAmounts);
  const groups = new Map<string, { category: TaxCategory; rate: string; net: bigint }>();
  lines.forEach((l, i) => {
    const key = `${l.taxCategory}:${rateKey(l.taxRate)}`;
    const g = groups.get(key) ?? { category: l.taxCategory, rate: rateKey(l.taxRate), net: 0n };
    g.net += BigInt(amounts[i].netMinor);
    groups.set(key, g);
  });
  const list = [...groups.values()].sort((a, b) => (a.category === b.category ? Number(b.rate) - Number(a.rate) : a.category.localeCompare(b.category)));
  const subtotal = list.reduce((n, g) => n + g.net, 0n);
  let allowances: bigint[];
  if (discount.type === 'percent') {
    allowances = list.map((g) => divRound(g.net * hundredths(discount.value), 10000n));
  } else {
    const amount = hundredths(discount.value);
    if (amount > subtotal) throw new AppError(400, 'INVOICE_DISCOUNT_TOO_LARGE');
    allowances = splitProportionally(
      amount,
      list.map((g) => g.net),
    );
  }
  const breakdown: BreakdownRow[] = list.map((g, i) => {
    const taxable = g.net - allowances[i];
    const tax = divRound(taxable * hundredths(Number(g.rate)), 10000n);
    return {
      category: g.category,
      rate: g.rate,
      netMinor: Number(g.net),
      allowanceMinor: Number(allowances[i]),
      allowancePercent: discount.type === 'percent' && allowances[i] > 0n ? rateKey(discount.value) : null,
      taxableMinor: Number(taxable),
      taxMinor: Number(tax),
    };
  });
  const allowance = allowances.reduce((a, b) => a + b, 0n);
  const tax = breakdown.reduce((n, b) => n + BigInt(b.taxMinor), 0n);
  const total = subtotal - allowance + tax;
  if (total > MAX_MINOR) throw new AppError(400, 'INVOICE_AMOUNT_TOO_LARGE');
  return {
    lines: amounts,
    breakdown,
    subtotalMinor: Number(subtotal),
    allowanceMinor: Number(allowance),
    taxExclusiveMinor: Number(subtotal - allowance),
    taxMinor: Number(tax),
    totalMinor: Number(total),
  };
}

// toTry converts minor units of a currency to TRY minor units with the invoice's stored rate (TRY per unit).
export function toTry(minor: number, exchangeRate: string | number): number {
  return Math.round(minor * Number(exchangeRate));
}
