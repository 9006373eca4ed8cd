// SQL of the invoicing jobs: overdue marking, payment-reminder claims (once per invoice and offset) and recurring
// schedules claimed with FOR UPDATE SKIP LOCKED, so any number of workers can run the job at the same time.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices, recurringInvoices } from './invoicing.schema.js';

export type RecurringRow = typeof recurringInvoices.$inferSelect;
export type SchedulesRepo = ReturnType<typeof schedulesRepo>;
export type ReminderCandidate = { id: string; workspaceId: string; dueDate: string; schedule: number[] | null; done: number[] };
export type DueRecurring = { id: string; workspaceId: string; sourceInvoiceId: string; autoSend: boolean; runOn: string };

const MONTHS = sql`(case ${recurringInvoices.frequency} when 'monthly' then 1 when 'quarterly' then 3 else 12 end)`;
const str = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

// schedulesRepo holds the job queries (they span workspaces by design; each row carries its workspace).
export function schedulesRepo(db: Db) {
  return {
    /** Open invoices past their due date with something left to pay become overdue. */
    async markOverdue(today: string): Promise<{ id: string; workspaceId: string }[]> {
      return db
        .update(invoices)
        .set({ status: 'overdue' })
        .where(
          sql`${invoices.kind} = 'invoice' and ${invoices.status} in ('issued', 'sent', 'viewed') and ${invoices.dueDate} < ${today}::date and ${invoices.totalMinor} - ${invoices.withholdingMinor} - ${invoices.stopajMinor} > ${invoices.paidMinor} + ${invoices.creditedMinor}`,
        )
        .returning({ id: invoices.id, workspaceId: invoices.workspaceId });
    },

    /** Open invoices with a balance whose reminder window has begun (up to a year after the due date). */
    async reminderCandidates(today: string, limit: number): Promise<ReminderCandidate[]> {
      const result = await db.execute<Record<string, unknown>>(sql`
        select i.id, i.workspace_id, i.due_date, s.reminder_schedule,
               coalesce((select jsonb_agg(r.offset_days) from invoice_reminders r where r.invoice_id = i.id), '[]'::jsonb) as done
        from invoices i left join invoice_settings s on s.workspace_id = i.workspace_id
        where i.kind = 'invoice' and i.status in ('issued', 'sent', 'viewed', 'overdue') and i.total_minor - i.withholding_minor - i.stopaj_minor > i.paid_minor + i.credited_minor
          and coalesce(s.reminders_enabled, true)
          and coalesce(i.buyer->>'email', '') <> ''
          and i.due_date between ${today}::date - 366 and ${today}::date + 60
        order by i.due_date, i.id
        limit ${limit}`);
      const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as number[] | null;
      return result.rows.map((r) => ({
        id: String(r.id),
        workspaceId: String(r.workspace_id),
        dueDate: str(r.due_date),
        schedule: json(r.reminder_schedule),
        done: json(r.done) ?? [],
      }));
    },
    /** Records the reminder to send and the earlier ones it supersedes; true only for the caller that inserted it. */
    async claimReminder(invoice: { id: string; workspaceId: string }, sendOffset: number, skipped: number[]): Promise<boolean> {
      const offsets = JSON.stringify([sendOffset, ...skipped]);
      const result = await db.execute<{ offset_days: number; status: string }>(sql`
        insert into invoice_reminders (workspace_id, invoice_id, offset_days, status)
        select ${invoice.workspaceId}::uuid, ${invoice.id}::uuid, o.value::int, case when o.value::int = ${sendOffset} then 'sent' else 'skipped' end
        from jsonb_array_elements_text(${offsets}::jsonb) as o
        on conflict (invoice_id, offset_days) do nothing
        returning offset_days, status`);
      return result.rows.some((r) => Number(r.offset_days) === sendOffset && r.status === 'sent');
    },

    async upsertRecurring(row: typeof recurringInvoices.$inferInsert): Promise<RecurringRow> {
      const { id: _id, sourceInvoiceId: _s, workspaceId: _w, ...set } = row;
      const [saved] = await db
        .insert(recurringInvoices)
        .values(row)
        .onConflictDoUpdate({ target: recurringInvoices.sourceInvoiceId, set: { ...set, updatedAt: new Date() } })
        .returning();
      return saved;
    },
    async findRecurring(workspaceId: string, sourceInvoiceId: string): Promise<RecurringRow | undefined> {
      const [row] = await db
        .select()
        .from(recurringInvoices)
        .where(and(eq(recurringInvoices.workspaceId, workspaceId), eq(recurringInvoices.sourceInvoiceId, sourceInvoiceId)));
      return row;
    },
    async listRecurring(workspaceId: string): Promise<RecurringRow[]> {
      return db.select().from(recurringInvoices).where(eq(recurringInvoices.workspaceId, workspaceId)).orderBy(asc(recurringInvoices.nextRunOn));
    },
    async removeRecurring(workspaceId: string, sourceInvoiceId: string): Promise<boolean> {
      const rows = await db
        .delete(recurringInvoices)
        .where(and(eq(recurringInvoices.workspaceId, workspaceId), eq(recurringInvoices.sourceInvoiceId, sourceInvoiceId)))
        .returning({ id: recurringInvoices.id });
      return rows.length > 0;
    },
    /**
     * Claims up to `limit` due schedules and advances each by one period from its start date (no drift; month ends
     * clamp, e.g. 31 Jan → 28 Feb → 31 Mar); a schedule past its end date deactivates. Returns the runs to generate.
     */
    async claimDueRecurring(today: string, limit: number): Promise<DueRecurring[]> {
      const next = sql`(${recurringInvoices.startOn} + make_interval(months => ${MONTHS} * (${recurringInvoices.runs} + 1)))::date`;
      const result = await db.execute<Record<string, unknown>>(sql`
        with due as (
          select id, next_run_on as run_on from recurring_invoices
          where active and next_run_on <= ${today}::date and (end_on is null or next_run_on <= end_on)
          order by next_run_on, id limit ${limit} for update skip locked)
        update recurring_invoices set runs = recurring_invoices.runs + 1, next_run_on = ${next},
          active = (recurring_invoices.end_on is null or ${next} <= recurring_invoices.end_on), updated_at = now()
        from due where recurring_invoices.id = due.id
        returning recurring_invoices.id, recurring_invoices.workspace_id, recurring_invoices.source_invoice_id, recurring_invoices.auto_send, due.run_on`);
      return result.rows.map((r) => ({
        id: String(r.id),
        workspaceId: String(r.workspace_id),
        sourceInvoiceId: String(r.source_invoice_id),
        autoSend: r.auto_send === true || r.auto_send === 't',
        runOn: str(r.run_on),
      }));
    },
    async setLastInvoice(id: string, invoiceId: string) {
      await db.update(recurringInvoices).set({ lastInvoiceId: invoiceId }).where(eq(recurringInvoices.id, id));
    },
  };
}
