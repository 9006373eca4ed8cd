// Invoice rules: drafts are the only editable state; totals are always computed here; a number is allocated when an
// invoice leaves draft (finalise), inside the same transaction as the status change; cancelled invoices keep theirs.
// Transitions: draft → sent (finalise/send) → viewed (public link) → paid (payments cover the total); sent/viewed →
// overdue (daily job); draft/sent/viewed/overdue → cancelled when nothing was paid. Credit notes correct the rest.
import {
  CREDIT_NOTE_PREFIX,
  DEFAULT_INVOICE_PREFIX,
  EXEMPT_TAX_CATEGORIES,
  GTIN_SCHEME,
  WITHHOLDING_CODES,
  ZERO_RATE_TAX_CATEGORIES,
  toMinor,
  formatInvoiceNumber,
  formatMinor,
  toPriceUnits,
  type InvoiceCurrency,
  type InvoiceInput,
  type InvoiceUnit,
  type InvoiceLineInput,
  type InvoiceListQuery,
  type ChargeInput,
  type PaymentMeansInput,
  type InvoiceUpdate,
  type TaxCategory,
  type TaxExemption,
} from '@ulak/shared';
import { assertCategoryRules, vatexCategory } from './einvoice.js';
import { AppError, notFound } from '../../http/errors.js';
import type { CustomersService } from './customers.service.js';
import { buyerSnapshot } from './customers.service.js';
import { addDays, today } from './dates.js';
import type { InvoiceRow, InvoicesRepo, NewInvoice, NewLine } from './invoicing.repo.js';
import type { StoredCharge, StoredPaymentMeans } from './invoicing.schema.js';
import type { InvoiceLinks } from './public-link.js';
import type { SchedulesRepo } from './schedules.repo.js';
import { sellerSnapshot, type SettingsService } from './settings.service.js';
import { computeTotals, rateKey, type LineAmountsInput, type Totals } from './totals.js';
import { chargeInputOf, lineInputOf } from './input-of.js';
import { dueMinor, invoiceRowView, invoiceView, totalsView } from './views.js';

export type InvoicingDeps = {
  customers: CustomersService;
  settings: SettingsService;
  schedules: SchedulesRepo;
  links: InvoiceLinks;
  /** Units of each currency per 1 TRY (the app's currency service). */
  rates: () => Promise<{ rates: Record<string, number> }>;
  workspaceName: (workspaceId: string) => Promise<string>;
};

type Priced = { lines: NewLine[]; totals: Totals; charges: StoredCharge[] };

/** A line to price and store: the totals input plus what is stored beside it (identifiers, codes). */
export type PricedLineInput = LineAmountsInput & {
  description: string;
  unit: InvoiceUnit;
  originalLineId?: string | null;
  sellerItemId?: string | null;
  standardItemId?: string | null;
  standardItemScheme?: string | null;
  classifications?: { code: string; listId: string }[];
  withholdingCode?: string | null;
  exciseCode?: string | null;
};

// paymentMeansOf is the stored form of payment means: trimmed, BIC and IBAN normalised, '' as null.
function paymentMeansOf(m: PaymentMeansInput | null | undefined): StoredPaymentMeans | null {
  if (!m) return null;
  const t = (v: string | null | undefined) => v?.trim() || null;
  return {
    code: m.code,
    bic: t(m.bic)?.replace(/\s+/g, '').toUpperCase() ?? null,
    cardLast4: t(m.cardLast4),
    cardHolder: t(m.cardHolder),
    mandateId: t(m.mandateId),
    creditorId: t(m.creditorId)?.replace(/\s+/g, '').toUpperCase() ?? null,
    debitedAccount: t(m.debitedAccount)?.replace(/\s+/g, '').toUpperCase() ?? null,
  };
}

// exemptionList is the stored form of per-category exemptions: trimmed, upper-case codes, entries with nothing dropped.
function exemptionList(input: InvoiceInput['taxExemptions']): TaxExemption[] {
  return (input ?? [])
    .map((e) => ({ category: e.category, reason: e.reason?.trim() || null, code: e.code?.trim().toUpperCase() || null }))
    .filter((e) => e.reason || e.code);
}
// open = issued and not settled; finalising issues an invoice, only emailing it makes it sent
const OPEN: InvoiceRow['status'][] = ['issued', 'sent', 'viewed', 'overdue'];

// unitPriceMinorOf rounds a unit price in ten-thousandths half-up to minor units (the stored list figure).
const unitPriceMinorOf = (e4: number) => Math.round(e4 / 100);

// lineRows builds the stored lines of computed totals (positions from 1).
export function lineRows(inputs: PricedLineInput[], totals: Totals): NewLine[] {
  return inputs.map((l, i) => ({
    position: i + 1,
    description: l.description,
    quantity: l.quantity.toFixed(3),
    unit: l.unit,
    unitPriceMinor: unitPriceMinorOf(l.unitPriceE4),
    unitPriceE4: l.unitPriceE4,
    discountType: l.discountType,
    discountValue: l.discount.toFixed(2),
    discountMinor: totals.lines[i].discountMinor,
    taxRate: rateKey(l.taxRate),
    taxCategory: l.taxCategory,
    netMinor: totals.lines[i].netMinor,
    originalLineId: l.originalLineId ?? null,
    taxMinor: totals.lines[i].taxMinor,
    sellerItemId: l.sellerItemId?.trim() || null,
    standardItemId: l.standardItemId?.trim() || null,
    standardItemScheme: l.standardItemId?.trim() ? l.standardItemScheme || GTIN_SCHEME : null,
    classifications: l.classifications ?? [],
    withholdingCode: l.withholdingCode ?? null,
    withholdingPercent: l.withholdingCode && l.withholdingPercent != null ? rateKey(l.withholdingPercent) : null,
    withholdingMinor: totals.lines[i].withholdingMinor,
    exciseCode: l.exciseCode ?? null,
    excisePercent: l.exciseCode && l.excisePercent != null ? rateKey(l.excisePercent) : null,
    exciseMinor: totals.lines[i].exciseMinor,
  }));
}

// totalsPatch is the stored form of computed totals.
export const totalsPatch = (t: Totals) => ({
  subtotalMinor: t.subtotalMinor,
  allowanceMinor: t.allowanceMinor,
  chargeMinor: t.chargeMinor,
  exciseMinor: t.exciseMinor,
  taxMinor: t.taxMinor,
  totalMinor: t.totalMinor,
  withholdingMinor: t.withholdingMinor,
  stopajMinor: t.stopajMinor,
  taxBreakdown: t.breakdown,
});

export type InvoicingService = ReturnType<typeof invoicingService>;

// invoicingService builds the invoice rules over its repo.
export function invoicingService(repo: InvoicesRepo, deps: InvoicingDeps) {
  async function load(workspaceId: string, id: string): Promise<InvoiceRow> {
    const row = await repo.find(workspaceId, id);
    if (!row) throw notFound();
    return row;
  }

  /**
   * Checks each line against the workspace's VAT rates and the category rules (S above 0 %, Z/E/AE/K/G/O at 0 %; E, AE,
   * K, G and O with an exemption reason or a VATEX code of that category), then computes the totals.
   */
  async function price(
    workspaceId: string,
    lines: InvoiceLineInput[],
    discount: { type: 'percent' | 'amount'; value: number },
    exemption: { reason?: string | null; code?: string | null },
    exemptions: TaxExemption[] = [],
    extra: { charges?: ChargeInput[]; stopajPercent?: number | null } = {},
  ): Promise<Priced> {
    const settings = await deps.settings.invoice(workspaceId);
    // a 0 % line without a category is exempt (E) when the invoice states an exemption basis, as Turkish 0 % supplies
    // are exemptions of the KDV Kanunu; otherwise zero rated (Z). An invoice-wide code that names its own category
    // (VATEX-EU-AE, -IC, -O) makes its exempt lines that category instead of E.
    const invoiceCode = exemption.code?.toUpperCase() || null;
    const named = vatexCategory(invoiceCode);
    const exempt = !!exemption.reason?.trim() || !!invoiceCode;
    const own = (c: TaxCategory) => exemptions.find((e) => e.category === c);
    for (const e of exemptions) {
      const codeCategory = vatexCategory(e.code);
      if (e.code && codeCategory && codeCategory !== e.category)
        throw new AppError(400, 'INVOICE_EXEMPTION_CODE_CATEGORY', { code: e.code.toUpperCase(), category: e.category, expected: codeCategory });
    }
    // the category of a line or charge: given, else S above 0 %, else E with an exemption basis, else Z
    const categoryOf = (given: TaxCategory | undefined, rate: number): TaxCategory => {
      let category: TaxCategory = given ?? (rate > 0 ? 'S' : exempt ? 'E' : 'Z');
      if (category === 'E' && !own('E') && named && named !== 'E' && named !== 'G') category = named;
      if (!settings.taxRates.includes(rate)) throw new AppError(400, 'INVOICE_TAX_RATE_NOT_ALLOWED', { rate });
      if (category === 'S' ? !(rate > 0) : ZERO_RATE_TAX_CATEGORIES.includes(category) && rate !== 0) throw new AppError(400, 'INVOICE_TAX_CATEGORY_RATE');
      const basis = own(category) ?? exemption;
      if (EXEMPT_TAX_CATEGORIES.includes(category) && !basis.reason?.trim() && !basis.code)
        throw new AppError(400, 'INVOICE_EXEMPTION_REASON_REQUIRED', { category });
      return category;
    };
    const inputs: PricedLineInput[] = lines.map((l) => {
      const category = categoryOf(l.taxCategory, l.taxRate);
      // KDV tevkifatı withholds part of the line's VAT: only a line with VAT has any
      if (l.withholdingCode && category !== 'S') throw new AppError(400, 'INVOICE_WITHHOLDING_NEEDS_VAT');
      return {
        description: l.description,
        unit: l.unit,
        quantity: l.quantity,
        unitPriceE4: toPriceUnits(l.unitPrice),
        discountType: l.discountType,
        discount: l.discount,
        taxRate: l.taxRate,
        taxCategory: category,
        excisePercent: l.exciseCode ? (l.excisePercent ?? 0) : null,
        withholdingPercent: l.withholdingCode ? (l.withholdingPercent ?? WITHHOLDING_CODES[l.withholdingCode].percent) : null,
        sellerItemId: l.sellerItemId,
        standardItemId: l.standardItemId,
        standardItemScheme: l.standardItemScheme,
        classifications: l.classifications?.map((c) => ({ code: c.code.trim(), listId: c.listId })),
        withholdingCode: l.withholdingCode,
        exciseCode: l.exciseCode,
      };
    });
    const charges: StoredCharge[] = (extra.charges ?? []).map((c) => ({
      reason: c.reason?.trim() || '',
      reasonCode: c.reasonCode ?? null,
      amountMinor: toMinor(c.amount),
      taxRate: rateKey(c.taxRate),
      taxCategory: categoryOf(c.taxCategory, c.taxRate),
    }));
    const totals = computeTotals(inputs, discount, {
      charges: charges.map((c) => ({ amountMinor: c.amountMinor, taxRate: Number(c.taxRate), taxCategory: c.taxCategory })),
      stopajPercent: extra.stopajPercent,
    });
    return { lines: lineRows(inputs, totals), totals, charges };
  }

  /** A corrected invoice (384) corrects an issued invoice of the workspace (not a draft, not cancelled, not itself). */
  async function checkPreceding(workspaceId: string, typeCode: string, precedingId: string | null | undefined, selfId?: string) {
    if (typeCode !== '384') return null;
    if (!precedingId || precedingId === selfId) throw new AppError(400, 'INVOICE_PRECEDING_INVALID');
    const preceding = await repo.find(workspaceId, precedingId);
    if (!preceding || preceding.kind !== 'invoice' || preceding.status === 'draft' || preceding.status === 'cancelled')
      throw new AppError(400, 'INVOICE_PRECEDING_INVALID');
    return preceding.id;
  }

  async function exchangeRate(currency: InvoiceCurrency): Promise<string> {
    if (currency === 'TRY') return '1';
    const { rates } = await deps.rates();
    const perTry = rates[currency];
    return perTry > 0 ? (1 / perTry).toFixed(8) : '1';
  }

  async function view(row: InvoiceRow) {
    const [lines, customer, original, recurring, preceding, attachments] = await Promise.all([
      repo.lines(row.id),
      deps.customers.row(row.workspaceId, row.customerId),
      row.originalInvoiceId ? repo.numberOf(row.workspaceId, row.originalInvoiceId) : undefined,
      deps.schedules.findRecurring(row.workspaceId, row.id),
      row.precedingInvoiceId ? repo.numberOf(row.workspaceId, row.precedingInvoiceId) : undefined,
      repo.attachments(row.workspaceId, row.id),
    ]);
    return invoiceView(row, lines, {
      customerName: customer.name,
      customerEmail: customer.email,
      originalNumber: original?.number ?? null,
      precedingNumber: preceding?.number ?? null,
      attachments,
      publicUrl: row.status === 'draft' ? null : deps.links.pageUrl(row.id),
      recurring: recurring ?? null,
    });
  }

  /**
   * Allocates the number and moves a draft to sent, in one transaction (see InvoicesRepo.nextNumber). The VAT category
   * rules that depend on the parties are checked first (422): no number is given to an invoice whose XML is invalid.
   */
  async function finalize(workspaceId: string, id: string): Promise<InvoiceRow> {
    const current = await load(workspaceId, id);
    if (current.status !== 'draft') throw new AppError(409, 'INVOICE_BAD_TRANSITION');
    const [company, customer, rate, wsName] = await Promise.all([
      deps.settings.company(workspaceId),
      deps.customers.row(workspaceId, current.customerId),
      current.kind === 'credit_note' || current.exchangeRateManual ? Promise.resolve(current.exchangeRate) : exchangeRate(current.currency),
      deps.workspaceName(workspaceId),
    ]);
    const prefix = current.kind === 'credit_note' ? CREDIT_NOTE_PREFIX : company.invoicePrefix || DEFAULT_INVOICE_PREFIX;
    const seller = current.seller ?? sellerSnapshot(company, wsName);
    const buyer = current.buyer ?? buyerSnapshot(customer);
    assertCategoryRules({
      breakdown: current.taxBreakdown,
      exemption: { reason: current.taxExemptionReason, code: current.taxExemptionReasonCode },
      exemptions: current.taxExemptions,
      seller,
      buyer,
    });
    const now = new Date();
    const done = await repo.transaction(async (tx) => {
      const row = await tx.transition(workspaceId, id, ['draft'], {
        status: 'issued',
        seller,
        buyer,
        exchangeRate: rate,
        finalizedAt: now,
      });
      if (!row) return undefined;
      const year = Number(row.issueDate.slice(0, 4));
      const seq = await tx.nextNumber(workspaceId, row.kind, year);
      // a draft whose prepayments cover it is issued as paid
      const prepaid = row.kind === 'invoice' && row.paidMinor > 0 && row.paidMinor >= dueMinor(row);
      return tx.update(workspaceId, id, {
        number: formatInvoiceNumber(prefix, year, seq),
        numberYear: year,
        numberSeq: seq,
        ...(prepaid ? { status: 'paid' as const, paidAt: now } : {}),
      });
    });
    if (!done) throw new AppError(409, 'INVOICE_BAD_TRANSITION');
    return done;
  }

  // The input fields create stores: a field added to the shared InvoiceInput fails to compile here until it is stored.
  const _STORED_FIELDS = [
    'customerId',
    'currency',
    'issueDate',
    'dueDate',
    'reference',
    'buyerReference',
    'exchangeRate',
    'deliveryDate',
    'notes',
    'terms',
    'design',
    'discountType',
    'discount',
    'taxExemptionReason',
    'taxExemptionReasonCode',
    'taxExemptions',
    'lines',
    'typeCode',
    'precedingInvoiceId',
    'invoicingPeriodStart',
    'invoicingPeriodEnd',
    'contractReference',
    'projectReference',
    'charges',
    'paymentMeans',
    'stopajPercent',
    'trProfile',
    'trInvoiceType',
    'trExemptionCode',
    'trExemptionReason',
  ] as const satisfies readonly (keyof InvoiceInput)[];
  type Unstored = Exclude<keyof InvoiceInput, (typeof _STORED_FIELDS)[number]>;
  const everyFieldStored: [Unstored] extends [never] ? true : { unstoredInvoiceField: Unstored } = true;
  void everyFieldStored;

  async function create(workspaceId: string, userId: string | null, input: InvoiceInput & { recurringId?: string | null }): Promise<InvoiceRow> {
    const [customer, settings] = await Promise.all([deps.customers.row(workspaceId, input.customerId), deps.settings.invoice(workspaceId)]);
    const issueDate = input.issueDate ?? today();
    const dueDate = input.dueDate ?? addDays(issueDate, settings.paymentTermDays);
    if (dueDate < issueDate) throw new AppError(400, 'INVOICE_DUE_BEFORE_ISSUE');
    const discount = { type: input.discountType ?? 'percent', value: input.discount ?? 0 } as const;
    const exemptions = exemptionList(input.taxExemptions);
    const priced = await price(workspaceId, input.lines, discount, { reason: input.taxExemptionReason, code: input.taxExemptionReasonCode }, exemptions, {
      charges: input.charges,
      stopajPercent: input.stopajPercent,
    });
    const typeCode = input.typeCode ?? '380';
    const precedingInvoiceId = await checkPreceding(workspaceId, typeCode, input.precedingInvoiceId);
    const currency = input.currency ?? settings.defaultCurrency;
    const manualRate = currency !== 'TRY' && !!input.exchangeRate;
    const row: NewInvoice = {
      workspaceId,
      kind: 'invoice',
      status: 'draft',
      customerId: customer.id,
      currency,
      exchangeRate: manualRate ? (input.exchangeRate as number).toFixed(8) : await exchangeRate(currency),
      exchangeRateManual: manualRate,
      issueDate,
      dueDate,
      reference: input.reference?.trim() || null,
      buyerReference: input.buyerReference?.trim() || null,
      deliveryDate: input.deliveryDate ?? null,
      notes: input.notes === undefined ? settings.defaultNotes || null : input.notes?.trim() || null,
      terms: input.terms === undefined ? settings.defaultTerms || null : input.terms?.trim() || null,
      design: input.design ?? settings.defaultDesign,
      discountType: discount.type,
      discountValue: discount.value.toFixed(2),
      taxExemptionReason: input.taxExemptionReason?.trim() || null,
      taxExemptionReasonCode: input.taxExemptionReasonCode?.toUpperCase() || null,
      taxExemptions: exemptions,
      recurringId: input.recurringId ?? null,
      createdBy: userId,
      typeCode,
      precedingInvoiceId,
      invoicingPeriodStart: input.invoicingPeriodStart ?? null,
      invoicingPeriodEnd: input.invoicingPeriodEnd ?? null,
      contractReference: input.contractReference?.trim() || null,
      projectReference: input.projectReference?.trim() || null,
      charges: priced.charges,
      paymentMeans: paymentMeansOf(input.paymentMeans),
      stopajPercent: input.stopajPercent ? rateKey(input.stopajPercent) : null,
      trProfile: input.trProfile ?? null,
      trInvoiceType: input.trInvoiceType ?? null,
      trExemptionCode: input.trExemptionCode ?? null,
      trExemptionReason: input.trExemptionReason?.trim() || null,
      ...totalsPatch(priced.totals),
    };
    return repo.transaction((tx) => tx.insert(row, priced.lines));
  }

  return {
    load,
    view,
    finalize,
    create,

    /**
     * Totals of draft lines without saving, by the arithmetic of saving. A preview has no exemption reason yet: exempt
     * lines are priced and the reason is asked for on save.
     */
    async previewTotals(workspaceId: string, input: Pick<InvoiceInput, 'lines' | 'discountType' | 'discount' | 'charges' | 'stopajPercent'>) {
      const discount = { type: input.discountType ?? 'percent', value: input.discount ?? 0 } as const;
      const priced = await price(workspaceId, input.lines, discount, { reason: 'preview', code: null }, [], {
        charges: input.charges,
        stopajPercent: input.stopajPercent,
      });
      return totalsView(priced.totals);
    },

    async list(workspaceId: string, q: InvoiceListQuery) {
      const { items, total } = await repo.list(workspaceId, q);
      return { invoices: items.map(invoiceRowView), total, page: q.page, limit: q.limit };
    },
    get: async (workspaceId: string, id: string) => view(await load(workspaceId, id)),

    /** Edits a draft; lines, when given, replace all lines; totals are recomputed either way. */
    async update(workspaceId: string, id: string, input: InvoiceUpdate) {
      const current = await load(workspaceId, id);
      if (current.status !== 'draft') throw new AppError(409, 'INVOICE_NOT_EDITABLE');
      if (input.customerId) await deps.customers.row(workspaceId, input.customerId);
      const issueDate = input.issueDate ?? current.issueDate;
      const dueDate = input.dueDate ?? current.dueDate;
      if (dueDate < issueDate) throw new AppError(400, 'INVOICE_DUE_BEFORE_ISSUE');
      const discount = { type: input.discountType ?? current.discountType, value: input.discount ?? Number(current.discountValue) };
      const exemption = {
        reason: input.taxExemptionReason === undefined ? current.taxExemptionReason : input.taxExemptionReason,
        code: input.taxExemptionReasonCode === undefined ? current.taxExemptionReasonCode : input.taxExemptionReasonCode,
      };
      const stored = await repo.lines(id);
      const lines: InvoiceLineInput[] = input.lines ?? stored.map(lineInputOf);
      const exemptions = input.taxExemptions === undefined ? current.taxExemptions : exemptionList(input.taxExemptions);
      const charges = input.charges ?? current.charges.map(chargeInputOf);
      const stopajPercent = input.stopajPercent === undefined ? (current.stopajPercent === null ? null : Number(current.stopajPercent)) : input.stopajPercent;
      const priced = await price(workspaceId, lines, discount, exemption, exemptions, { charges, stopajPercent });
      const typeCode = input.typeCode ?? current.typeCode;
      const precedingInvoiceId = await checkPreceding(
        workspaceId,
        typeCode,
        input.precedingInvoiceId === undefined ? current.precedingInvoiceId : input.precedingInvoiceId,
        id,
      );
      const periodStart = input.invoicingPeriodStart === undefined ? current.invoicingPeriodStart : input.invoicingPeriodStart;
      const periodEnd = input.invoicingPeriodEnd === undefined ? current.invoicingPeriodEnd : input.invoicingPeriodEnd;
      if (periodStart && periodEnd && periodEnd < periodStart) throw new AppError(400, 'INVOICE_PERIOD_END_BEFORE_START');
      const currency = input.currency ?? current.currency;
      // a typed rate (TRY per unit) is kept until it is cleared (null) or the invoice becomes TRY
      const typed =
        input.exchangeRate === undefined
          ? current.exchangeRateManual && currency === current.currency
            ? Number(current.exchangeRate)
            : null
          : input.exchangeRate;
      const manualRate = currency !== 'TRY' && !!typed;
      const patch: Partial<NewInvoice> = {
        customerId: input.customerId ?? current.customerId,
        currency,
        exchangeRate: manualRate
          ? (typed as number).toFixed(8)
          : currency === current.currency && !current.exchangeRateManual
            ? current.exchangeRate
            : await exchangeRate(currency),
        exchangeRateManual: manualRate,
        ...(input.buyerReference !== undefined ? { buyerReference: input.buyerReference?.trim() || null } : {}),
        ...(input.deliveryDate !== undefined ? { deliveryDate: input.deliveryDate ?? null } : {}),
        taxExemptions: exemptions,
        issueDate,
        dueDate,
        ...(input.reference !== undefined ? { reference: input.reference?.trim() || null } : {}),
        ...(input.notes !== undefined ? { notes: input.notes?.trim() || null } : {}),
        ...(input.terms !== undefined ? { terms: input.terms?.trim() || null } : {}),
        ...(input.design ? { design: input.design } : {}),
        discountType: discount.type,
        discountValue: discount.value.toFixed(2),
        taxExemptionReason: exemption.reason?.trim() || null,
        taxExemptionReasonCode: exemption.code?.toUpperCase() || null,
        typeCode,
        precedingInvoiceId,
        invoicingPeriodStart: periodStart,
        invoicingPeriodEnd: periodEnd,
        ...(input.contractReference !== undefined ? { contractReference: input.contractReference?.trim() || null } : {}),
        ...(input.projectReference !== undefined ? { projectReference: input.projectReference?.trim() || null } : {}),
        charges: priced.charges,
        ...(input.paymentMeans !== undefined ? { paymentMeans: paymentMeansOf(input.paymentMeans) } : {}),
        stopajPercent: stopajPercent ? rateKey(stopajPercent) : null,
        ...(input.trProfile !== undefined ? { trProfile: input.trProfile ?? null } : {}),
        ...(input.trInvoiceType !== undefined ? { trInvoiceType: input.trInvoiceType ?? null } : {}),
        ...(input.trExemptionCode !== undefined ? { trExemptionCode: input.trExemptionCode ?? null } : {}),
        ...(input.trExemptionReason !== undefined ? { trExemptionReason: input.trExemptionReason?.trim() || null } : {}),
        ...totalsPatch(priced.totals),
      };
      const row = await repo.transaction(async (tx) => {
        const updated = await tx.transition(workspaceId, id, ['draft'], patch);
        if (!updated) return undefined;
        // a prepayment already received is part of the invoice: the total may not drop below it (rolled back)
        if (updated.paidMinor > updated.totalMinor)
          throw new AppError(409, 'INVOICE_TOTAL_BELOW_PREPAID', { prepaid: (lang) => formatMinor(updated.paidMinor, updated.currency, lang) });
        if (updated.paidMinor > dueMinor(updated))
          throw new AppError(409, 'INVOICE_DUE_BELOW_PREPAID', { prepaid: (lang) => formatMinor(updated.paidMinor, updated.currency, lang) });
        await tx.replaceLines(updated, priced.lines);
        return updated;
      });
      if (!row) throw new AppError(409, 'INVOICE_NOT_EDITABLE');
      return view(row);
    },

    /** Deletes a draft; a numbered invoice stays (cancel it or issue a credit note). */
    async remove(workspaceId: string, id: string) {
      const row = await load(workspaceId, id);
      if (row.status === 'draft' && row.paidMinor > 0) throw new AppError(409, 'INVOICE_PREPAID_NOT_DELETABLE');
      if (!(await repo.removeDraft(workspaceId, id))) throw new AppError(409, row.paidMinor > 0 ? 'INVOICE_PREPAID_NOT_DELETABLE' : 'INVOICE_NOT_DELETABLE');
    },

    /** Cancels an invoice nobody paid yet; it keeps its number. Credit notes are final (issue a new invoice instead). */
    async cancel(workspaceId: string, id: string) {
      const row = await repo.transaction(async (tx) => {
        const current = await tx.lock(workspaceId, id);
        if (!current) throw notFound();
        if (current.kind === 'credit_note' || !['draft', ...OPEN].includes(current.status)) throw new AppError(409, 'INVOICE_BAD_TRANSITION');
        if (current.paidMinor > 0) throw new AppError(409, 'INVOICE_HAS_PAYMENTS');
        return tx.update(workspaceId, id, { status: 'cancelled', cancelledAt: new Date() });
      });
      if (!row) throw notFound();
      return view(row);
    },

    /** Credit notes issued against an invoice, as list rows. */
    async creditNotes(workspaceId: string, id: string) {
      await load(workspaceId, id);
      const rows = await repo.creditNotes(workspaceId, id);
      return rows.map((r) => invoiceRowView({ ...r, customerName: r.buyer?.name ?? '', customerEmail: r.buyer?.email ?? null }));
    },

    /** Records that the customer opened the public link (sent → viewed); returns the invoice id, or undefined for a bad token. */
    async openPublic(token: string): Promise<InvoiceRow | undefined> {
      const id = deps.links.read(token);
      if (!id) return undefined;
      return repo.markViewed(id);
    },
  };
}
