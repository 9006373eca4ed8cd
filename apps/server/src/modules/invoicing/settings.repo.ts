// SQL for the company settings and the invoice settings of a workspace (one row each, created on first save).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companySettings, invoiceSettings } from './invoicing.schema.js';

export type CompanySettingsRow = typeof companySettings.$inferSelect;
export type InvoiceSettingsRow = typeof invoiceSettings.$inferSelect;
export type SettingsRepo = ReturnType<typeof settingsRepo>;

// settingsRepo holds the settings queries.
export function settingsRepo(db: Db) {
  return {
    async company(workspaceId: string): Promise<CompanySettingsRow | undefined> {
      const [row] = await db.select().from(companySettings).where(eq(companySettings.workspaceId, workspaceId));
      return row;
    },
    async saveCompany(workspaceId: string, values: Omit<typeof companySettings.$inferInsert, 'workspaceId'>): Promise<CompanySettingsRow> {
      const [row] = await db
        .insert(companySettings)
        .values({ ...values, workspaceId })
        .onConflictDoUpdate({ target: companySettings.workspaceId, set: { ...values, updatedAt: new Date() } })
        .returning();
      return row;
    },
    async invoice(workspaceId: string): Promise<InvoiceSettingsRow | undefined> {
      const [row] = await db.select().from(invoiceSettings).where(eq(invoiceSettings.workspaceId, workspaceId));
      return row;
    },
    async saveInvoice(workspaceId: string, values: Omit<typeof invoiceSettings.$inferInsert, 'workspaceId'>): Promise<InvoiceSettingsRow> {
      const [row] = await db
        .insert(invoiceSettings)
        .values({ ...values, workspaceId })
        .onConflictDoUpdate({ target: invoiceSettings.workspaceId, set: { ...values, updatedAt: new Date() } })
        .returning();
      return row;
    },
  };
}
