// Invoicing analytics from the database, in TRY (each invoice converted with its stored rate): money received, open
// and overdue balances, invoices created this month, monthly revenue for the last 6 months, payment-method shares.
import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS, toMajor, type Language } from '@ulak/shared';
import type { InvoiceAnalyticsView } from '@ulak/shared/invoicing-responses';
import type { AnalyticsRepo } from './analytics.repo.js';
import { lastMonths, monthStart } from './dates.js';

export type InvoiceAnalyticsService = ReturnType<typeof analyticsService>;

// analyticsService computes the invoicing stat cards and charts.
export function analyticsService(repo: AnalyticsRepo) {
  return {
    async summary(workspaceId: string, lang: Language, now: Date = new Date()): Promise<InvoiceAnalyticsView> {
      const months = lastMonths(6, now);
      const s = await repo.summary(workspaceId, monthStart(now), `${months[0]}-01`);
      const invoices = s.statuses.filter((r) => r.kind === 'invoice');
      const sum = (statuses: string[], f: 'count' | 'dueTryMinor' | 'totalTryMinor') =>
        invoices.filter((r) => statuses.includes(r.status)).reduce((n, r) => n + r[f], 0);
      const credit = s.statuses.filter((r) => r.kind === 'credit_note' && r.status !== 'cancelled');
      const monthName = new Intl.DateTimeFormat(lang, { month: 'short', timeZone: 'UTC' });
      const methodTotal = s.methods.reduce((n, m) => n + m.tryMinor, 0);
      return {
        currency: 'TRY',
        /** Money received (all payments), in TRY. */
        totalRevenue: toMajor(s.revenueTryMinor),
        payments: s.payments,
        pending: { count: sum(['issued', 'sent', 'viewed'], 'count'), amount: toMajor(sum(['issued', 'sent', 'viewed'], 'dueTryMinor')) },
        overdue: { count: sum(['overdue'], 'count'), amount: toMajor(sum(['overdue'], 'dueTryMinor')) },
        paid: { count: sum(['paid'], 'count'), amount: toMajor(sum(['paid'], 'totalTryMinor')) },
        drafts: sum(['draft'], 'count'),
        cancelled: sum(['cancelled'], 'count'),
        creditNotes: { count: credit.reduce((n, r) => n + r.count, 0), amount: toMajor(credit.reduce((n, r) => n + r.totalTryMinor, 0)) },
        createdThisMonth: s.createdThisMonth,
        monthlyRevenue: months.map((m) => ({
          month: m,
          label: monthName.format(new Date(`${m}-01T00:00:00Z`)),
          revenue: toMajor(s.trend.find((t) => t.month === m)?.tryMinor ?? 0),
        })),
        paymentMethods: PAYMENT_METHODS.map((method) => {
          const row = s.methods.find((m) => m.method === method);
          return {
            method,
            label: PAYMENT_METHOD_LABELS[method][lang],
            count: row?.payments ?? 0,
            amount: toMajor(row?.tryMinor ?? 0),
            share: methodTotal ? Math.round(((row?.tryMinor ?? 0) / methodTotal) * 1000) / 10 : 0,
          };
        }),
      };
    },
  };
}
