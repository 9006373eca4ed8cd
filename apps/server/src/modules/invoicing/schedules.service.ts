// The invoicing jobs, run hourly by the queue (idempotent, so a missed or repeated run is harmless): open invoices past
// due become overdue; payment reminders go out per the workspace's schedule (default 3 days before, on the day,
// 7 days after) and stop once an invoice is paid or cancelled; recurring schedules generate their invoices.
import { DEFAULT_REMINDER_SCHEDULE, type Language, type RecurringInput } from '@ulak/shared';
import { AppError, notFound } from '../../http/errors.js';
import type { OutgoingMail } from '../../mail/mailer.js';
import { addDays, daysBetween, today } from './dates.js';
import type { DocumentsService } from './documents.service.js';
import { reminderMail } from './invoicing.mails.js';
import { invoiceInputOf } from './input-of.js';
import type { InvoicesRepo } from './invoicing.repo.js';
import type { InvoicingService } from './invoicing.service.js';
import type { ReminderCandidate, SchedulesRepo } from './schedules.repo.js';
import { fieldError } from './settings.service.js';
import { recurringView } from './views.js';

export type SchedulesDeps = { sendMail: (mail: OutgoingMail) => Promise<void>; log: (msg: string, err: unknown) => void };
const BATCH = 200;

// dueReminder picks the reminder to send now: the latest scheduled offset already reached and not yet handled;
// earlier unhandled ones are skipped (an invoice finalised late gets one reminder, not three).
export function dueReminder(c: ReminderCandidate, day: string): { send: number; skip: number[] } | undefined {
  const schedule = [...(c.schedule ?? DEFAULT_REMINDER_SCHEDULE)].sort((a, b) => a - b);
  const reached = schedule.filter((o) => addDays(c.dueDate, o) <= day && !c.done.includes(o));
  if (!reached.length) return undefined;
  const send = reached[reached.length - 1];
  return { send, skip: reached.slice(0, -1) };
}

export type SchedulesService = ReturnType<typeof schedulesService>;

// schedulesService holds the job rules and the recurring-schedule endpoints.
export function schedulesService(repo: SchedulesRepo, invoices: InvoicesRepo, invoicing: InvoicingService, documents: DocumentsService, deps: SchedulesDeps) {
  async function sendReminders(day: string): Promise<number> {
    let sent = 0;
    for (const c of await repo.reminderCandidates(day, BATCH * 5)) {
      const pick = dueReminder(c, day);
      if (!pick) continue;
      if (!(await repo.claimReminder(c, pick.send, pick.skip))) continue;
      try {
        const row = await invoices.findById(c.id);
        if (!row || !row.buyer?.email || !['issued', 'sent', 'viewed', 'overdue'].includes(row.status)) continue;
        const { facts, doc } = await documents.mailFacts(row);
        await deps.sendMail(reminderMail(row.buyer.email, facts, pick.send, doc.brand.primary));
        sent += 1;
      } catch (err) {
        deps.log(`invoice reminder ${c.id} failed`, err);
      }
    }
    return sent;
  }

  async function runRecurring(day: string): Promise<string[]> {
    const created: string[] = [];
    for (let round = 0; round < 50; round++) {
      const due = await repo.claimDueRecurring(day, 20);
      if (!due.length) break;
      for (const r of due) {
        try {
          const source = await invoices.findById(r.sourceInvoiceId);
          if (!source) continue;
          // a run is its source with its own dates; the day's exchange rate and no delivery date of the source's
          const draft = await invoicing.create(r.workspaceId, null, {
            ...invoiceInputOf(source, await invoices.lines(source.id)),
            issueDate: r.runOn,
            dueDate: addDays(r.runOn, Math.max(0, daysBetween(source.issueDate, source.dueDate))),
            exchangeRate: undefined,
            deliveryDate: undefined,
            recurringId: r.id,
          });
          await repo.setLastInvoice(r.id, draft.id);
          created.push(draft.id);
          if (r.autoSend) {
            await documents.send(r.workspaceId, draft.id, {}).catch(async (err: unknown) => {
              // no email address: the invoice is still issued, just not mailed
              if (err instanceof AppError && err.code === 'INVOICE_NO_EMAIL') await invoicing.finalize(r.workspaceId, draft.id);
              else throw err;
            });
          }
        } catch (err) {
          deps.log(`recurring invoice ${r.id} failed`, err);
        }
      }
    }
    return created;
  }

  return {
    sendReminders,
    runRecurring,
    markOverdue: (day: string) => repo.markOverdue(day),

    /** One pass of every invoicing job for a day (today in Turkey by default). */
    async runDaily(day: string = today()) {
      const overdue = await repo.markOverdue(day);
      const reminders = await sendReminders(day);
      const recurring = await runRecurring(day);
      return { overdue: overdue.length, reminders, recurring: recurring.length };
    },

    /** Makes an invoice recurring (or changes its schedule); each run copies it as a new invoice. */
    async setRecurring(workspaceId: string, id: string, input: RecurringInput, lang: Language) {
      const source = await invoicing.load(workspaceId, id);
      if (source.kind !== 'invoice') throw new AppError(409, 'INVOICE_BAD_TRANSITION');
      if (input.startDate < today()) throw fieldError('startDate', 'v.dateNotPast', lang);
      const row = await repo.upsertRecurring({
        workspaceId,
        sourceInvoiceId: id,
        frequency: input.frequency,
        startOn: input.startDate,
        nextRunOn: input.startDate,
        endOn: input.endDate ?? null,
        autoSend: input.autoSend,
        active: true,
        runs: 0,
      });
      return recurringView(row);
    },
    async removeRecurring(workspaceId: string, id: string) {
      await invoicing.load(workspaceId, id);
      if (!(await repo.removeRecurring(workspaceId, id))) throw notFound();
    },
    list: async (workspaceId: string) => (await repo.listRecurring(workspaceId)).map(recurringView),
  };
}
