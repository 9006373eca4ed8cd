// The templates tab: the four PDF designs with the company's colours, and a sample invoice in each.
import type { InvoiceDesign, Language } from '@ulak/shared';
import { renderPdf } from './pdf.js';
import { sellerSnapshot, type SettingsService } from './settings.service.js';
import { designList, sampleDocument } from './templates.js';

export type TemplatesService = ReturnType<typeof templatesService>;

// templatesService lists the designs and renders their previews with a workspace's branding.
export function templatesService(settings: SettingsService, workspaceName: (workspaceId: string) => Promise<string>) {
  return {
    /** The four designs, the workspace's default marked. */
    async list(workspaceId: string, lang: Language) {
      const [company, invoice] = await Promise.all([settings.company(workspaceId), settings.invoice(workspaceId)]);
      return designList(company, invoice.defaultDesign, lang);
    },
    /** A sample invoice from the company in a design, as a PDF. */
    async preview(workspaceId: string, design: InvoiceDesign, lang: Language) {
      const [company, name] = await Promise.all([settings.company(workspaceId), workspaceName(workspaceId)]);
      const doc = sampleDocument(company, sellerSnapshot(company, name), design, lang);
      return { filename: `${design}.pdf`, body: await renderPdf(doc) };
    },
  };
}
