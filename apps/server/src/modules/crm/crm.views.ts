// CRM rows as the API shows them (money in major units, dates as ISO strings), and toMinor for money coming in.
import { scoreBand, scoreStars, type ActivityView, type CrmCompanyView, type DealView, type LeadView, type StageView } from '@ulak/shared';
import type { ActivityRow, CompanyRow, DealRow, LeadRow, StageRow } from './crm.repo.js';

// toMinor turns an amount in major units (as requests carry it) into the stored minor units.
export const toMinor = (v: number | undefined) => (v === undefined ? undefined : Math.round(v * 100));

// leadView is the leads table row of the specification.
export function leadView(l: LeadRow): LeadView {
  const score = l.aiScore ?? l.score;
  return {
    id: l.id,
    name: l.name,
    email: l.email,
    phone: l.phone,
    company: l.company,
    companyId: l.companyId,
    contactId: l.contactId,
    status: l.status,
    source: l.source,
    value: l.valueMinor / 100,
    currency: l.currency,
    score,
    ruleScore: l.score,
    aiScore: l.aiScore,
    stars: scoreStars(score),
    band: scoreBand(score),
    assignedTo: l.assignedTo,
    lastActivity: l.lastActivityAt?.toISOString() ?? null,
    lostReason: l.lostReason,
    createdAt: l.createdAt.toISOString(),
  };
}
export const dealView = (d: DealRow): DealView => ({
  id: d.id,
  title: d.title,
  leadId: d.leadId,
  contactId: d.contactId,
  companyId: d.companyId,
  stageId: d.stageId,
  value: d.valueMinor / 100,
  currency: d.currency,
  expectedCloseDate: d.expectedCloseDate,
  status: d.status,
  lostReason: d.lostReason,
  position: d.position,
  assignedTo: d.assignedTo,
  closedAt: d.closedAt?.toISOString() ?? null,
  createdAt: d.createdAt.toISOString(),
  updatedAt: d.updatedAt.toISOString(),
});
export const activityView = ({ workspaceId: _ws, ...a }: ActivityRow): ActivityView => ({
  ...a,
  occurredAt: a.occurredAt.toISOString(),
  dueAt: a.dueAt?.toISOString() ?? null,
  completedAt: a.completedAt?.toISOString() ?? null,
  createdAt: a.createdAt.toISOString(),
  overdue: a.type === 'task' && !a.completedAt && !!a.dueAt && a.dueAt < new Date(),
});
export const companyView = ({ workspaceId: _ws, ...c }: CompanyRow): CrmCompanyView => ({
  ...c,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});
// stageView is a pipeline stage without its workspace.
export const stageView = (s: StageRow): StageView => ({ id: s.id, key: s.key, name: s.name, probability: s.probability, color: s.color, position: s.position });
