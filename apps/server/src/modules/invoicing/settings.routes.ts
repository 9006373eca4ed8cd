// HTTP routes of the settings invoices are made with (signed-in workspace): the invoice settings (VAT rates, payment
// term, reminders, defaults) and the company settings (identity, branding, bank details, invoice header).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companySettingsSchema, invoiceSettingsSchema, siteResponses, translate } from '@ulak/shared';
import { invoicingResponses as R } from '@ulak/shared/invoicing-responses';
import { requestLanguage } from '../../http/error-handler.js';
import { workspaceOf } from '../../http/route-kit.js';
import type { AppContext } from '../../http/types.js';
import { answers, signedIn } from './route-support.js';

// settingsRoutes registers /api/invoices/settings and /api/admin/company-settings.
export async function settingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { settings } = ctx.services.invoicing;
  const s = signedIn('invoices');
  const cs = signedIn('company settings');

  r.get(
    '/api/invoices/settings',
    {
      schema: {
        ...s,
        summary:
          'Invoice settings: VAT rates (default 0, 1, 8, 10, 18, 20; default rate 20), payment term (30 days), reminder schedule in days from the due date (default −3, 0, 7), default currency and design',
        response: answers(R.settings),
      },
    },
    async (req) => ({ success: true, settings: await settings.invoice(workspaceOf(req)) }),
  );
  r.put(
    '/api/invoices/settings',
    {
      schema: {
        ...s,
        summary: 'Change invoice settings (fields left out keep their value); the default rate must be one of the rates',
        body: invoiceSettingsSchema,
        response: answers(R.settings),
      },
    },
    async (req) => ({ success: true, settings: await settings.saveInvoice(workspaceOf(req), req.body, requestLanguage(req)) }),
  );

  r.get(
    '/api/admin/company-settings',
    {
      schema: {
        ...cs,
        summary: 'The workspace’s company settings (any signed-in member): every field of the page, "" when unset',
        response: answers(siteResponses.companySettings),
      },
    },
    async (req) => ({ success: true, settings: await settings.company(workspaceOf(req)) }),
  );
  r.put(
    '/api/admin/company-settings',
    {
      schema: {
        ...cs,
        summary:
          'Save company settings (the page sends the full object; a field left out keeps its value, "" clears it). IBAN checked with mod-97; a Turkish tax number must be a valid VKN or TCKN; logo a PNG/JPEG data URL ≤ 512 KB. They fill invoice headers and the e-invoice seller',
        body: companySettingsSchema,
        response: answers(siteResponses.companySettingsSaved),
      },
    },
    async (req) => {
      const lang = requestLanguage(req);
      return { success: true, message: translate('COMPANY_SETTINGS_SAVED', lang), settings: await settings.saveCompany(workspaceOf(req), req.body, lang) };
    },
  );
}
