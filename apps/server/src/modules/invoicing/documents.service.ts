// Outputs of an invoice: PDF (four designs, optionally Factur-X), printable HTML, UBL and CII e-invoices, the public
// link a customer opens, and sending by email with the PDF attached (a draft is finalised first).
import { INVOICE_STATUS_LABELS_EN, INVOICE_STATUS_LABELS_TR, toMajor, type InvoiceDesign } from '@ulak/shared';
import type { PublicInvoiceView } from '@ulak/shared/invoicing-responses';
import { AppError, notFound } from '../../http/errors.js';
import type { OutgoingMail } from '../../mail/mailer.js';
import { renderCii } from './cii.js';
import { buildDocument, unitPriceE4Of, type InvoiceDocument } from './document.js';
import { buyerSnapshot, type CustomersService } from './customers.service.js';
import type { EInvoiceProfile } from './einvoice.js';
import { renderHtml } from './html.js';
import { invoiceMail, type MailInvoice } from './invoicing.mails.js';
import type { InvoiceRow, InvoicesRepo } from './invoicing.repo.js';
import type { InvoicingService } from './invoicing.service.js';
import { renderPdf } from './pdf.js';
import type { InvoiceLinks } from './public-link.js';
import { sellerSnapshot, type SettingsService } from './settings.service.js';
import { renderUbl } from './ubl.js';
import { balanceMinor } from './views.js';

export type DocumentsDeps = {
  customers: CustomersService;
  settings: SettingsService;
  links: InvoiceLinks;
  sendMail: (mail: OutgoingMail) => Promise<void>;
  workspaceName: (workspaceId: string) => Promise<string>;
};

const fileName = (row: InvoiceRow, ext: string) => `${row.number ?? `draft-${row.id.slice(0, 8)}`}.${ext}`;

// publicView is what the customer's link returns: the document without internal fields.
export function publicView(doc: InvoiceDocument, urls: { html: string; pdf: string }, account: { paidMinor: number; balanceMinor: number }): PublicInvoiceView {
  const balance = account.balanceMinor;
  return {
    kind: doc.kind,
    number: doc.number,
    status: doc.status,
    statusLabel: (doc.language === 'tr' ? INVOICE_STATUS_LABELS_TR : INVOICE_STATUS_LABELS_EN)[doc.status],
    issueDate: doc.issueDate,
    dueDate: doc.dueDate,
    currency: doc.currency,
    reference: doc.reference,
    seller: doc.seller,
    buyer: doc.buyer,
    lines: doc.lines.map((l) => ({
      position: l.position,
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      unitPrice: unitPriceE4Of(l) / 10_000,
      discountAmount: toMajor(l.discountMinor),
      taxRate: l.taxRate,
      total: toMajor(l.netMinor),
    })),
    taxBreakdown: doc.breakdown.map((b) => ({ category: b.category, rate: Number(b.rate), taxable: toMajor(b.taxableMinor), tax: toMajor(b.taxMinor) })),
    subtotal: toMajor(doc.subtotalMinor),
    discountTotal: toMajor(doc.allowanceMinor),
    taxTotal: toMajor(doc.taxMinor),
    total: toMajor(doc.totalMinor),
    paid: toMajor(account.paidMinor),
    balance: toMajor(balance),
    notes: doc.notes,
    terms: doc.terms,
    paymentTerms: doc.paymentTerms,
    htmlUrl: urls.html,
    pdfUrl: urls.pdf,
  };
}

export type DocumentsService = ReturnType<typeof documentsService>;

// documentsService renders and sends invoices.
export function documentsService(repo: InvoicesRepo, invoicing: InvoicingService, deps: DocumentsDeps) {
  async function documentOf(row: InvoiceRow, design?: InvoiceDesign): Promise<InvoiceDocument> {
    // the BillingReference (BG-3): the original of a credit note, the invoice a corrected invoice (384) corrects
    const referenced = row.originalInvoiceId ?? row.precedingInvoiceId;
    const [lines, company, customer, wsName, original, attachments] = await Promise.all([
      repo.lines(row.id),
      deps.settings.company(row.workspaceId),
      deps.customers.row(row.workspaceId, row.customerId),
      deps.workspaceName(row.workspaceId),
      referenced ? repo.numberOf(row.workspaceId, referenced) : undefined,
      repo.attachmentFiles(row.workspaceId, row.id),
    ]);
    const prepaidMinor = await prepaidOf(row);
    return buildDocument({
      row,
      lines,
      company,
      seller: row.seller ?? sellerSnapshot(company, wsName),
      buyer: row.buyer ?? buyerSnapshot(customer),
      language: customer.language,
      original,
      design,
      prepaidMinor,
      attachments,
    });
  }

  /**
   * The prepaid amount of the document (BT-113): payments recorded before the invoice was issued (all of a draft's).
   * Later payments and credit notes leave the issued document as it was.
   */
  async function prepaidOf(row: InvoiceRow): Promise<number> {
    if (row.kind !== 'invoice' || row.paidMinor <= 0) return 0;
    const issuedAt = row.finalizedAt?.getTime() ?? Infinity;
    const payments = await repo.payments(row.workspaceId, row.id);
    return payments.filter((p) => p.createdAt.getTime() <= issuedAt).reduce((sum, p) => sum + p.amountMinor, 0);
  }

  /**
   * A cancelled invoice is void: its e-invoice (UBL, CII, Factur-X) is not handed out as a valid invoice. The answer
   * names the credit notes that corrected it, when there are any.
   */
  async function refuseCancelled(row: InvoiceRow) {
    if (row.status !== 'cancelled') return;
    const notes = (await repo.creditNotes(row.workspaceId, row.id)).filter((n) => n.status !== 'cancelled' && n.number).map((n) => n.number);
    if (notes.length) throw new AppError(409, 'INVOICE_CANCELLED_CREDITED', { creditNotes: notes.join(', ') });
    throw new AppError(409, 'INVOICE_CANCELLED_NO_EINVOICE');
  }

  async function publicRow(token: string, markViewed: boolean): Promise<InvoiceRow> {
    const row = markViewed ? await invoicing.openPublic(token) : await readToken(token);
    if (!row) throw notFound();
    return row;
  }
  async function readToken(token: string) {
    const id = deps.links.read(token);
    const row = id ? await repo.findById(id) : undefined;
    return row && row.status !== 'draft' ? row : undefined;
  }

  /** The mail facts of an invoice (reminders use them too). */
  async function mailFacts(row: InvoiceRow): Promise<{ facts: MailInvoice; doc: InvoiceDocument }> {
    const doc = await documentOf(row);
    return {
      doc,
      facts: {
        kind: row.kind,
        number: row.number ?? '',
        seller: doc.seller.name,
        replyTo: doc.seller.email,
        totalMinor: row.totalMinor,
        balanceMinor: balanceMinor(row),
        currency: doc.currency,
        dueDate: row.dueDate,
        language: doc.language,
        link: deps.links.pageUrl(row.id),
      },
    };
  }

  return {
    documentOf,
    refuseCancelled,
    mailFacts,

    async pdf(workspaceId: string, id: string, opts: { design?: InvoiceDesign; facturX?: boolean }) {
      const row = await invoicing.load(workspaceId, id);
      if (opts.facturX) await refuseCancelled(row);
      const doc = await documentOf(row, opts.design);
      const xml = opts.facturX ? renderCii(doc) : undefined;
      return { filename: fileName(row, 'pdf'), body: await renderPdf(doc, { facturX: xml }) };
    },
    async html(workspaceId: string, id: string) {
      const row = await invoicing.load(workspaceId, id);
      return renderHtml(await documentOf(row), null);
    },
    async ubl(workspaceId: string, id: string, profile: EInvoiceProfile) {
      const row = await invoicing.load(workspaceId, id);
      if (row.status === 'draft') throw new AppError(409, 'INVOICE_BAD_TRANSITION');
      await refuseCancelled(row);
      return { filename: fileName(row, profile === 'en16931' ? 'en16931.xml' : 'xml'), body: renderUbl(await documentOf(row), profile) };
    },
    async cii(workspaceId: string, id: string) {
      const row = await invoicing.load(workspaceId, id);
      if (row.status === 'draft') throw new AppError(409, 'INVOICE_BAD_TRANSITION');
      await refuseCancelled(row);
      return { filename: fileName(row, 'cii.xml'), body: renderCii(await documentOf(row)) };
    },

    /** The customer's view (JSON); opening it moves sent → viewed. */
    async publicJson(token: string) {
      const row = await publicRow(token, true);
      const account = { paidMinor: row.paidMinor, balanceMinor: balanceMinor(row) };
      return publicView(await documentOf(row), { html: deps.links.pageUrl(row.id), pdf: deps.links.pdfUrl(row.id) }, account);
    },
    async publicHtml(token: string) {
      const row = await publicRow(token, true);
      return renderHtml(await documentOf(row), deps.links.pdfUrl(row.id));
    },
    async publicPdf(token: string) {
      const row = await publicRow(token, true);
      return { filename: fileName(row, 'pdf'), body: await renderPdf(await documentOf(row)) };
    },

    /** Emails the invoice with its PDF (finalising a draft first); the address defaults to the customer's. */
    async send(workspaceId: string, id: string, input: { to?: string | null; message?: string | null }) {
      let row = await invoicing.load(workspaceId, id);
      if (row.status === 'cancelled') throw new AppError(409, 'INVOICE_BAD_TRANSITION');
      const customer = await deps.customers.row(workspaceId, row.customerId);
      const to = input.to?.trim().toLowerCase() || row.buyer?.email || customer.email;
      if (!to) throw new AppError(400, 'INVOICE_NO_EMAIL');
      if (row.status === 'draft') row = await invoicing.finalize(workspaceId, id);
      const { facts, doc } = await mailFacts(row);
      const pdf = await renderPdf(doc);
      await deps.sendMail(invoiceMail(to, facts, pdf, input.message?.trim() || null, doc.brand.primary));
      // emailing is what sends an issued invoice (a viewed, overdue or paid one keeps its status)
      const now = new Date();
      const updated = await repo.update(workspaceId, id, { emailedAt: now, ...(row.status === 'issued' ? { status: 'sent' as const, sentAt: now } : {}) });
      return { invoice: await invoicing.view(updated ?? row), to };
    },
  };
}
