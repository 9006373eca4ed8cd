// HTTP routes around invoices (signed-in workspace): customers, invoice settings, company settings, templates,
// analytics, recurring schedules and a totals preview.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INVOICE_DESIGNS,
  companySettingsSchema,
  customerInputSchema,
  customerListQuerySchema,
  customerUpdateSchema,
  invoiceSettingsSchema,
  toMajor,
  totalsPreviewSchema,
  translate,
} from '@ulak/shared';
import { apiErrorSchema, siteResponses } from '@ulak/shared';
import { invoicingResponses as R } from '@ulak/shared/invoicing-responses';
import { session } from '../../http/auth-guard.js';
import { requestLanguage } from '../../http/error-handler.js';
import type { AppContext } from '../../http/types.js';
import { renderPdf } from './pdf.js';
import { sellerSnapshot } from './settings.service.js';
import { designList, sampleDocument } from './templates.js';

const idParams = z.object({ id: z.uuid('v.invalid') });

// customersRoutes registers customers, settings, company settings, templates, analytics and recurring lists.
export async function customersRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { customers, settings, analytics, schedules, invoices, workspaceName } = ctx.services.invoicing;
  const preHandler = ctx.guards.requireUser;
  const security = [{ bearer: [] }];
  const s = { tags: ['invoices'], security };
  const c = { tags: ['invoice customers'], security };
  const ws = (req: Parameters<typeof session>[0]) => session(req).workspaceId;

  r.get(
    '/api/invoices/customers',
    {
      preHandler,
      schema: { ...c, summary: 'Invoicing customers (search over name, email, tax number; page pagination)', querystring: customerListQuerySchema },
    },
    async (req) => ({
      success: true,
      ...(await customers.list(ws(req), req.query.search, req.query.page, req.query.limit)),
    }),
  );
  r.post(
    '/api/invoices/customers',
    {
      preHandler,
      schema: { ...c, summary: 'Add a customer; a Turkish tax number must be a valid VKN (10 digits) or TCKN (11 digits)', body: customerInputSchema },
    },
    async (req, reply) => reply.status(201).send({ success: true, customer: await customers.create(ws(req), req.body, requestLanguage(req)) }),
  );
  r.get('/api/invoices/customers/:id', { preHandler, schema: { ...c, summary: 'One customer', params: idParams } }, async (req) => ({
    success: true,
    customer: await customers.get(ws(req), req.params.id),
  }));
  r.put(
    '/api/invoices/customers/:id',
    {
      preHandler,
      schema: { ...c, summary: 'Update a customer (issued invoices keep the details they were issued with)', params: idParams, body: customerUpdateSchema },
    },
    async (req) => ({
      success: true,
      customer: await customers.update(ws(req), req.params.id, req.body, requestLanguage(req)),
    }),
  );
  r.delete(
    '/api/invoices/customers/:id',
    { preHandler, schema: { ...c, summary: 'Delete a customer without invoices (409 otherwise)', params: idParams } },
    async (req) => {
      await customers.remove(ws(req), req.params.id);
      return { success: true };
    },
  );

  r.get(
    '/api/invoices/settings',
    {
      preHandler,
      schema: {
        ...s,
        summary:
          'Invoice settings: VAT rates (default 0, 1, 8, 10, 18, 20; default rate 20), payment term (30 days), reminder schedule in days from the due date (default −3, 0, 7), default currency and design',
      },
    },
    async (req) => ({
      success: true,
      settings: await settings.invoice(ws(req)),
    }),
  );
  r.put(
    '/api/invoices/settings',
    {
      preHandler,
      schema: {
        ...s,
        summary: 'Change invoice settings (fields left out keep their value); the default rate must be one of the rates',
        body: invoiceSettingsSchema,
      },
    },
    async (req) => ({
      success: true,
      settings: await settings.saveInvoice(ws(req), req.body, requestLanguage(req)),
    }),
  );

  const cs = { tags: ['company settings'], security };
  r.get(
    '/api/admin/company-settings',
    {
      preHandler,
      schema: {
        ...cs,
        summary: 'The workspace’s company settings (any signed-in member): every field of the page, "" when unset',
        response: { 200: siteResponses.companySettings },
      },
    },
    async (req) => ({
      success: true,
      settings: await settings.company(ws(req)),
    }),
  );
  r.put(
    '/api/admin/company-settings',
    {
      preHandler,
      schema: {
        ...cs,
        summary:
          'Save company settings (the page sends the full object; a field left out keeps its value, "" clears it). IBAN checked with mod-97; a Turkish tax number must be a valid VKN or TCKN; logo a PNG/JPEG data URL ≤ 512 KB. They fill invoice headers and the e-invoice seller',
        body: companySettingsSchema,
        response: { 200: siteResponses.companySettingsSaved },
      },
    },
    async (req) => ({
      success: true,
      message: translate('COMPANY_SETTINGS_SAVED', requestLanguage(req)),
      settings: await settings.saveCompany(ws(req), req.body, requestLanguage(req)),
    }),
  );

  r.get(
    '/api/invoices/templates',
    { preHandler, schema: { ...s, summary: 'The four PDF designs (standard, corporate, minimal, colorful) with the company’s colours and a preview URL' } },
    async (req) => {
      const [company, invoiceSettings] = await Promise.all([settings.company(ws(req)), settings.invoice(ws(req))]);
      return { success: true, templates: designList(company, invoiceSettings.defaultDesign, requestLanguage(req)) };
    },
  );
  r.get(
    '/api/invoices/templates/:design/preview',
    {
      preHandler,
      schema: {
        ...s,
        summary: 'A sample invoice in a design, with the company’s logo and colours (PDF)',
        params: z.object({ design: z.enum(INVOICE_DESIGNS, 'v.invalid') }),
      },
    },
    async (req, reply) => {
      const company = await settings.company(ws(req));
      const doc = sampleDocument(company, sellerSnapshot(company, await workspaceName(ws(req))), req.params.design, requestLanguage(req));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${req.params.design}.pdf"`)
        .send(await renderPdf(doc));
    },
  );

  r.get(
    '/api/invoices/analytics',
    {
      preHandler,
      schema: {
        ...s,
        summary:
          'Stat cards and charts from real data, in TRY with each invoice’s stored rate: revenue received, pending and overdue (count, balance), created this month, monthly revenue for the last 6 months, payment-method shares',
      },
    },
    async (req) => ({
      success: true,
      analytics: await analytics.summary(ws(req), requestLanguage(req)),
    }),
  );
  r.get(
    '/api/invoices/recurring',
    { preHandler, schema: { ...s, summary: 'Recurring invoice schedules of the workspace', response: { 200: R.recurringList, 401: apiErrorSchema } } },
    async (req) => ({ success: true, recurring: await schedules.list(ws(req)) }),
  );

  r.post(
    '/api/invoices/totals',
    {
      preHandler,
      schema: {
        ...s,
        summary: 'Totals of draft lines without saving (the same arithmetic as saving)',
        body: totalsPreviewSchema,
        response: { 200: R.totals, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (req) => {
      // a preview has no exemption reason yet: exempt lines are priced and the reason is asked for on save
      const priced = await invoices.price(
        ws(req),
        req.body.lines,
        { type: req.body.discountType ?? 'percent', value: req.body.discount ?? 0 },
        { reason: 'preview', code: null },
      );
      const t = priced.totals;
      return {
        success: true,
        lines: t.lines.map((l) => ({ gross: toMajor(l.grossMinor), discount: toMajor(l.discountMinor), total: toMajor(l.netMinor) })),
        taxBreakdown: t.breakdown.map((b) => ({
          category: b.category,
          rate: Number(b.rate),
          net: toMajor(b.netMinor),
          discount: toMajor(b.allowanceMinor),
          taxable: toMajor(b.taxableMinor),
          tax: toMajor(b.taxMinor),
        })),
        subtotal: toMajor(t.subtotalMinor),
        discountTotal: toMajor(t.allowanceMinor),
        taxTotal: toMajor(t.taxMinor),
        total: toMajor(t.totalMinor),
      };
    },
  );
}
