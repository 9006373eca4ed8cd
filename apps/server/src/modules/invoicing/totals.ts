// Invoice arithmetic in integer minor units (EN 16931 §6.5 and BR-CO-10…17): line net = quantity × price − line discount,
// rounded half away from zero to the minor unit per line (BT-131; the unit price has up to four decimals, held in
// ten-thousandths; negative lines are allowed, the total stays ≥ 0). ÖTV is a percent of the line net and part of the line
// amount and the VAT base; the invoice discount is split over the VAT groups and document charges join theirs; VAT is
// computed and rounded once per (category, rate) group; totals are sums of rounded figures, so every figure adds up. The
// withheld VAT (KDV tevkifatı) and the stopaj are deducted from the amount due.
import type { DiscountType, TaxCategory } from '@ulak/shared';
import { AppError } from '../../http/errors.js';

export type LineAmountsInput = {
  /** Negative for a returned item or deposit (no discount then). */
  quantity: number;
  /** Unit price in ten-thousandths of the currency unit (12.3456 → 123456). */
  unitPriceE4: number;
  discountType: DiscountType;
  /** Percent (0–100) or an amount in major units. */
  discount: number;
  taxRate: number;
  taxCategory: TaxCategory;
  /** ÖTV in percent of the line net; the ÖTV joins the line amount and so the VAT base. */
  excisePercent?: number | null;
  /** The withheld share (percent) of the line's VAT (KDV tevkifatı). */
  withholdingPercent?: number | null;
};
export type LineAmounts = {
  grossMinor: number;
  discountMinor: number;
  /** round(quantity × price) − discount (BT-131 without ÖTV). */
  netMinor: number;
  /** ÖTV of the line: round(net × ÖTV rate). */
  exciseMinor: number;
  /** The line's share of its (category, rate) group's VAT (largest remainder over the group's amounts). */
  taxMinor: number;
  /** round(taxMinor × withholding percent). */
  withholdingMinor: number;
};
/** A document charge (BG-21) to price: amount in minor units, its VAT category and rate. */
export type ChargeAmountsInput = { amountMinor: number; taxRate: number; taxCategory: TaxCategory };
export type BreakdownRow = {
  category: TaxCategory;
  rate: string;
  /** Sum of the line amounts (net + ÖTV) of the group. */
  netMinor: number;
  allowanceMinor: number;
  allowancePercent: string | null;
  chargeMinor: number;
  taxableMinor: number;
  taxMinor: number;
};
export type Totals = {
  lines: LineAmounts[];
  breakdown: BreakdownRow[];
  /** BT-106: sum of line amounts (net + ÖTV). */
  subtotalMinor: number;
  /** BT-107: sum of document allowances (the invoice discount). */
  allowanceMinor: number;
  /** BT-108: sum of document charges. */
  chargeMinor: number;
  /** ÖTV of the lines (inside the subtotal). */
  exciseMinor: number;
  /** BT-109: subtotal − allowances + charges. */
  taxExclusiveMinor: number;
  /** BT-110: sum of the per-rate VAT amounts. */
  taxMinor: number;
  /** BT-112: tax exclusive + VAT. */
  totalMinor: number;
  /** KDV tevkifatı of the lines (withheld by the buyer). */
  withholdingMinor: number;
  /** Stopaj: round(tax exclusive × stopaj percent). */
  stopajMinor: number;
  /** What the buyer pays before any prepayment: total − withholding − stopaj. */
  dueMinor: number;
};

/** The largest total we accept: 10^13 minor units (100 billion), far inside JavaScript's exact integers. */
const MAX_MINOR = 10n ** 13n;

const hundredths = (n: number) => BigInt(Math.round(n * 100));
const thousandths = (n: number) => BigInt(Math.round(n * 1000));
const abs = (a: bigint) => (a < 0n ? -a : a);
// half-up division of non-negative integers
const divRound = (a: bigint, b: bigint) => (a * 2n + b) / (2n * b);
// half away from zero for signed numerators (b > 0): −2.5 → −3, as +2.5 → 3
const divRoundSigned = (a: bigint, b: bigint) => (a < 0n ? -divRound(-a, b) : divRound(a, b));
// percentOf is round(amount × percent / 100), half away from zero
const percentOf = (amount: bigint, percent: number) => divRoundSigned(amount * hundredths(percent), 10000n);

// rateKey renders a VAT rate with two decimals ("20.00"), the form it is stored and grouped in.
export const rateKey = (rate: number) => (Math.round(rate * 100) / 100).toFixed(2);

// lineAmounts computes one line's gross, discount, net and ÖTV in minor units; a discount larger than the line is
// refused, as is a discount on a negative line.
export function lineAmounts(
  line: Omit<LineAmountsInput, 'taxRate' | 'taxCategory' | 'withholdingPercent'>,
): Omit<LineAmounts, 'taxMinor' | 'withholdingMinor'> {
  // quantity in thousandths × price in ten-thousandths = 10^7 × the amount; minor units are 10^2
  const gross = divRoundSigned(thousandths(line.quantity) * BigInt(line.unitPriceE4), 100_000n);
  const discount = line.discountType === 'percent' ? divRound(abs(gross) * hundredths(line.discount), 10000n) : hundredths(line.discount);
  // a negative line (a return, a deposit) takes no discount: the schema refuses it, and this keeps the arithmetic safe
  if (discount > (gross < 0n ? 0n : gross)) throw new AppError(400, 'INVOICE_DISCOUNT_TOO_LARGE');
  if (abs(gross) > MAX_MINOR) throw new AppError(400, 'INVOICE_AMOUNT_TOO_LARGE');
  const net = gross - discount;
  const excise = line.excisePercent ? percentOf(net, line.excisePercent) : 0n;
  return { grossMinor: Number(gross), discountMinor: Number(discount), netMinor: Number(net), exciseMinor: Number(excise) };
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

// shareOf gives each weight its part of a group's VAT: by largest remainder when every weight is ≥ 0 (so the parts
// add up to the group's VAT), else (a group with negative lines) each weight's own rounded VAT at the rate.
function shareOf(tax: bigint, rate: number, weights: bigint[]): bigint[] {
  if (weights.every((w) => w >= 0n)) {
    const parts = splitProportionally(abs(tax), weights);
    return tax < 0n ? parts.map((p) => -p) : parts;
  }
  return weights.map((w) => percentOf(w, rate));
}

// computeTotals computes lines, the VAT breakdown and the document totals. The invoice discount is a percentage of
// each rate group, or an amount split over the groups in proportion to their amounts; document charges join the
// taxable amount of their (category, rate) group; VAT is rounded once per group; the withheld VAT and the stopaj are
// deducted from the amount due.
export function computeTotals(
  lines: LineAmountsInput[],
  discount: { type: DiscountType; value: number } = { type: 'percent', value: 0 },
  extra: { charges?: ChargeAmountsInput[]; stopajPercent?: number | null } = {},
): Totals {
  const amounts = lines.map(lineAmounts);
  const charges = extra.charges ?? [];
  type Group = { category: TaxCategory; rate: string; net: bigint; charge: bigint; lines: number[]; charges: number[] };
  const groups = new Map<string, Group>();
  const groupOf = (category: TaxCategory, rate: number) => {
    const key = `${category}:${rateKey(rate)}`;
    const g = groups.get(key) ?? { category, rate: rateKey(rate), net: 0n, charge: 0n, lines: [], charges: [] };
    groups.set(key, g);
    return g;
  };
  lines.forEach((l, i) => {
    const g = groupOf(l.taxCategory, l.taxRate);
    g.net += BigInt(amounts[i].netMinor + amounts[i].exciseMinor);
    g.lines.push(i);
  });
  charges.forEach((c, i) => {
    const g = groupOf(c.taxCategory, c.taxRate);
    g.charge += BigInt(c.amountMinor);
    g.charges.push(i);
  });
  const list = [...groups.values()].sort((a, b) => (a.category === b.category ? Number(b.rate) - Number(a.rate) : a.category.localeCompare(b.category)));
  const subtotal = list.reduce((n, g) => n + g.net, 0n);
  const hasDiscount = discount.value > 0;
  const negative = list.find((g) => g.net < 0n);
  if (hasDiscount && negative) throw new AppError(400, 'INVOICE_NEGATIVE_GROUP_DISCOUNT', { category: negative.category, rate: Number(negative.rate) });
  let allowances: bigint[];
  if (discount.type === 'percent') {
    allowances = list.map((g) => divRoundSigned(g.net * hundredths(discount.value), 10000n));
  } else {
    const amount = hundredths(discount.value);
    if (amount > subtotal) throw new AppError(400, 'INVOICE_DISCOUNT_TOO_LARGE');
    allowances = splitProportionally(
      amount,
      list.map((g) => g.net),
    );
  }
  const lineTax = lines.map(() => 0n);
  const breakdown: BreakdownRow[] = list.map((g, i) => {
    const taxable = g.net - allowances[i] + g.charge;
    const tax = percentOf(taxable, Number(g.rate));
    const weights = [...g.lines.map((li) => BigInt(amounts[li].netMinor + amounts[li].exciseMinor)), ...g.charges.map((ci) => BigInt(charges[ci].amountMinor))];
    const shares = shareOf(tax, Number(g.rate), weights);
    g.lines.forEach((li, k) => (lineTax[li] = shares[k]));
    return {
      category: g.category,
      rate: g.rate,
      netMinor: Number(g.net),
      allowanceMinor: Number(allowances[i]),
      allowancePercent: discount.type === 'percent' && allowances[i] > 0n ? rateKey(discount.value) : null,
      chargeMinor: Number(g.charge),
      taxableMinor: Number(taxable),
      taxMinor: Number(tax),
    };
  });
  const withheld = lines.map((l, i) => (l.withholdingPercent ? percentOf(lineTax[i], l.withholdingPercent) : 0n));
  const allowance = allowances.reduce((a, b) => a + b, 0n);
  const charge = list.reduce((n, g) => n + g.charge, 0n);
  const excise = amounts.reduce((n, a) => n + BigInt(a.exciseMinor), 0n);
  const tax = breakdown.reduce((n, b) => n + BigInt(b.taxMinor), 0n);
  const taxExclusive = subtotal - allowance + charge;
  const total = taxExclusive + tax;
  if (total > MAX_MINOR) throw new AppError(400, 'INVOICE_AMOUNT_TOO_LARGE');
  if (total < 0n) throw new AppError(400, 'INVOICE_TOTAL_NEGATIVE');
  const withholding = withheld.reduce((a, b) => a + b, 0n);
  const stopaj = extra.stopajPercent ? percentOf(taxExclusive, extra.stopajPercent) : 0n;
  return {
    lines: amounts.map((a, i) => ({ ...a, taxMinor: Number(lineTax[i]), withholdingMinor: Number(withheld[i]) })),
    breakdown,
    subtotalMinor: Number(subtotal),
    allowanceMinor: Number(allowance),
    chargeMinor: Number(charge),
    exciseMinor: Number(excise),
    taxExclusiveMinor: Number(taxExclusive),
    taxMinor: Number(tax),
    totalMinor: Number(total),
    withholdingMinor: Number(withholding),
    stopajMinor: Number(stopaj),
    dueMinor: Number(total - withholding - stopaj),
  };
}

// toTry converts minor units of a currency to TRY minor units with the invoice's stored rate (TRY per unit).
export function toTry(minor: number, exchangeRate: string | number): number {
  return Math.round(minor * Number(exchangeRate));
}
