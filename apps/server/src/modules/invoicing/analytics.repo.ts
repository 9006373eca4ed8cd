// SQL of the invoicing analytics: money received, open and overdue balances, invoices created, monthly revenue and
// payment-method shares, all converted to TRY minor units with each invoice's stored exchange rate.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export type AnalyticsRepo = ReturnType<typeof analyticsRepo>;

const n = (v: unknown) => Number(v ?? 0);

// analyticsRepo holds the aggregate queries of one workspace.
export function analyticsRepo(db: Db) {
  return {
    async summary(workspaceId: string, monthStart: Date, trendFrom: string) {
      const [revenue, statuses, created, trend, methods] = await Promise.all([
        db.execute<Record<string, unknown>>(sql`
          select coalesce(sum(round(p.amount_minor * i.exchange_rate)), 0)::text as try_minor, count(*)::int as payments
          from invoice_payments p join invoices i on i.id = p.invoice_id
          where p.workspace_id = ${workspaceId}::uuid and i.workspace_id = ${workspaceId}::uuid`),
        db.execute<Record<string, unknown>>(sql`
          select kind, status, count(*)::int as n,
                 coalesce(sum(round((total_minor - withholding_minor - stopaj_minor - paid_minor - credited_minor) * exchange_rate)), 0)::text as due_try,
                 coalesce(sum(round(total_minor * exchange_rate)), 0)::text as total_try
          from invoices where workspace_id = ${workspaceId}::uuid group by kind, status`),
        db.execute<Record<string, unknown>>(sql`
          select count(*)::int as n from invoices
          where workspace_id = ${workspaceId}::uuid and kind = 'invoice' and created_at >= ${monthStart.toISOString()}::timestamptz`),
        db.execute<Record<string, unknown>>(sql`
          select to_char(p.paid_on, 'YYYY-MM') as month, coalesce(sum(round(p.amount_minor * i.exchange_rate)), 0)::text as try_minor, count(*)::int as payments
          from invoice_payments p join invoices i on i.id = p.invoice_id and i.workspace_id = p.workspace_id
          where p.workspace_id = ${workspaceId}::uuid and p.paid_on >= ${trendFrom}::date
          group by 1 order by 1`),
        db.execute<Record<string, unknown>>(sql`
          select p.method, count(*)::int as payments, coalesce(sum(round(p.amount_minor * i.exchange_rate)), 0)::text as try_minor
          from invoice_payments p join invoices i on i.id = p.invoice_id and i.workspace_id = p.workspace_id
          where p.workspace_id = ${workspaceId}::uuid group by p.method order by 3 desc`),
      ]);
      return {
        revenueTryMinor: n(revenue.rows[0]?.try_minor),
        payments: n(revenue.rows[0]?.payments),
        statuses: statuses.rows.map((r) => ({
          kind: String(r.kind),
          status: String(r.status),
          count: n(r.n),
          dueTryMinor: n(r.due_try),
          totalTryMinor: n(r.total_try),
        })),
        createdThisMonth: n(created.rows[0]?.n),
        trend: trend.rows.map((r) => ({ month: String(r.month), tryMinor: n(r.try_minor), payments: n(r.payments) })),
        methods: methods.rows.map((r) => ({ method: String(r.method), payments: n(r.payments), tryMinor: n(r.try_minor) })),
      };
    },
  };
}
