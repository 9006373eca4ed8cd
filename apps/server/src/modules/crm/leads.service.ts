// Leads: list and record page, create (linked to the audience contact of the email), update, bulk actions,
// CSV import and export, and scoring events (which rescore the lead).
import { parse } from 'csv-parse/sync';
import { LEAD_SOURCES, LEAD_STATUSES, csvCell, isPlainEmail } from '@ulak/shared';
import { badRequest, notFound } from '../../http/errors.js';
import type { CrmAnalyticsRepo } from './crm-analytics.repo.js';
import type { CrmChecks } from './crm.checks.js';
import type { CrmRepo, LeadRow } from './crm.repo.js';
import { leadView, toMinor } from './crm.views.js';
import type { ScoringService } from './scoring.service.js';
import type { EnsureContacts } from '../contacts/index.js';
import type { CrmEvents } from './crm.service.js';

// leadsService builds the lead rules; rescore comes from the scoring service.
export function leadsService(
  repo: CrmRepo,
  analytics: CrmAnalyticsRepo,
  checks: CrmChecks,
  rescore: ScoringService['rescore'],
  ensureContacts: EnsureContacts,
  onEvent?: CrmEvents,
) {
  const { assertMember, assertLinks } = checks;

  async function createLeads(
    workspaceId: string,
    inputs: {
      name: string;
      email?: string | null;
      phone?: string | null;
      company?: string | null;
      companyId?: string | null;
      status?: LeadRow['status'];
      source?: LeadRow['source'];
      value?: number;
      currency?: string;
      assignedTo?: string | null;
    }[],
  ) {
    const rows = [];
    const people = inputs.flatMap((i) => (i.email ? [{ email: i.email, name: i.name }] : []));
    // a lead and a campaign recipient are one person; being a lead is no opt-in (the contact is non_subscribed)
    const contactIds = await ensureContacts(workspaceId, people, { source: 'crm', subscribed: false });
    for (const i of inputs) {
      const contactId = i.email ? (contactIds.get(i.email.toLowerCase()) ?? null) : null;
      rows.push({
        workspaceId,
        contactId,
        name: i.name,
        email: i.email?.toLowerCase() ?? null,
        phone: i.phone ?? null,
        company: i.company ?? null,
        companyId: i.companyId ?? null,
        status: i.status ?? 'new',
        source: i.source ?? 'other',
        valueMinor: toMinor(i.value) ?? 0,
        currency: i.currency ?? 'TRY',
        assignedTo: i.assignedTo ?? null,
      });
    }
    const created = await repo.insertLeads(rows);
    if (onEvent) for (const row of created) await onEvent(workspaceId, 'lead.created', leadView(row));
    return created;
  }

  return {
    /** One page of leads (page counts from 1). */
    async leads(workspaceId: string, q: Omit<Parameters<CrmRepo['leads']>[1], 'offset'> & { page: number }) {
      const r = await repo.leads(workspaceId, { ...q, offset: (q.page - 1) * q.limit });
      return { items: r.items.map(leadView), total: r.total };
    },
    async lead(workspaceId: string, id: string) {
      const l = await repo.lead(workspaceId, id);
      if (!l) throw notFound();
      return { ...leadView(l), timeline: await analytics.timeline(workspaceId, { leadId: l.id, contactId: l.contactId }, 100) };
    },
    async createLead(workspaceId: string, input: Parameters<typeof createLeads>[1][number]) {
      await assertMember(workspaceId, input.assignedTo);
      if (input.companyId) await assertLinks(workspaceId, { companyId: input.companyId });
      const [row] = await createLeads(workspaceId, [input]);
      return leadView((await rescore(workspaceId, row)) ?? row);
    },
    async updateLead(workspaceId: string, id: string, input: Partial<Parameters<typeof createLeads>[1][number]> & { lostReason?: string | null }) {
      const current = await repo.lead(workspaceId, id);
      if (!current) throw notFound();
      await assertMember(workspaceId, input.assignedTo);
      if (input.companyId) await assertLinks(workspaceId, { companyId: input.companyId });
      const { value, ...rest } = input;
      const closing = input.status && ['won', 'lost'].includes(input.status) && !['won', 'lost'].includes(current.status);
      const patch = Object.fromEntries(
        Object.entries({ ...rest, valueMinor: toMinor(value), email: input.email?.toLowerCase(), closedAt: closing ? new Date() : undefined }).filter(
          ([, v]) => v !== undefined,
        ),
      );
      const row = Object.keys(patch).length ? await repo.updateLead(workspaceId, id, patch) : current;
      if (!row) throw notFound();
      return leadView(row);
    },
    async bulkLeads(
      workspaceId: string,
      b: { action: 'assign' | 'status' | 'delete'; leadIds: string[]; assignedTo?: string | null; status?: LeadRow['status'] },
    ) {
      if (b.action === 'delete') return { affected: await repo.deleteLeads(workspaceId, b.leadIds) };
      if (b.action === 'assign') {
        await assertMember(workspaceId, b.assignedTo);
        return { affected: await repo.updateLeads(workspaceId, b.leadIds, { assignedTo: b.assignedTo ?? null }) };
      }
      return {
        affected: await repo.updateLeads(workspaceId, b.leadIds, {
          status: b.status,
          ...(b.status === 'won' || b.status === 'lost' ? { closedAt: new Date() } : {}),
        }),
      };
    },
    async deleteLead(workspaceId: string, id: string) {
      if (!(await repo.deleteLeads(workspaceId, [id]))) throw notFound();
    },
    /** Imports leads from CSV text (header row; name, email, phone, company, status, source, value); bad rows are reported by line. */
    async importLeads(workspaceId: string, csv: string) {
      let records: Record<string, string>[];
      try {
        records = parse(csv, {
          columns: (h: string[]) => h.map((x) => x.trim().toLowerCase()),
          bom: true,
          skip_empty_lines: true,
          trim: true,
          relax_column_count: true,
        });
      } catch {
        throw badRequest('v.invalid');
      }
      const good: Parameters<typeof createLeads>[1] = [];
      const errors: { line: number; reason: string }[] = [];
      records.forEach((r, i) => {
        const line = i + 2;
        const name = r.name || [r.first_name, r.last_name].filter(Boolean).join(' ');
        if (!name) return errors.push({ line, reason: 'missing name' });
        if (r.email && !isPlainEmail(r.email)) return errors.push({ line, reason: `invalid email: ${r.email}` });
        if (r.status && !(LEAD_STATUSES as readonly string[]).includes(r.status)) return errors.push({ line, reason: `unknown status: ${r.status}` });
        if (r.source && !(LEAD_SOURCES as readonly string[]).includes(r.source)) return errors.push({ line, reason: `unknown source: ${r.source}` });
        const value = r.value ? Number(r.value.replace(/\./g, '').replace(',', '.')) : 0;
        if (!Number.isFinite(value) || value < 0) return errors.push({ line, reason: `invalid value: ${r.value}` });
        good.push({
          name,
          email: r.email || null,
          phone: r.phone || null,
          company: r.company || null,
          status: (r.status as LeadRow['status']) || 'new',
          source: (r.source as LeadRow['source']) || 'other',
          value,
        });
      });
      const created = await createLeads(workspaceId, good);
      return { inserted: created.length, failed: errors.length, errors };
    },
    async *exportLeads(workspaceId: string) {
      yield 'name,email,phone,company,status,source,value,currency,score,last_activity,created_at\n';
      for (let offset = 0; ; offset += 2000) {
        const { items } = await repo.leads(workspaceId, { sort: 'created_at', order: 'desc', limit: 2000, offset });
        if (!items.length) return;
        yield (
          items
            .map((l) =>
              [
                l.name,
                l.email,
                l.phone,
                l.company,
                l.status,
                l.source,
                (l.valueMinor / 100).toFixed(2),
                l.currency,
                l.aiScore ?? l.score,
                l.lastActivityAt?.toISOString(),
                l.createdAt.toISOString(),
              ]
                .map(csvCell)
                .join(','),
            )
            .join('\n') + '\n'
        );
        if (items.length < 2000) return;
      }
    },
    async leadEvent(workspaceId: string, id: string, type: 'email_open' | 'website_visit' | 'form_fill') {
      const lead = await repo.lead(workspaceId, id);
      if (!lead) throw notFound();
      await repo.addLeadEvent(workspaceId, id, type);
      return leadView((await rescore(workspaceId, lead)) ?? lead);
    },
  };
}
