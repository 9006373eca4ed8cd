// The CRM service: one object composed of the sub-services by concept (leads, companies, stages and deals,
// activities and tasks, scoring, analytics). Money arrives in major units and is stored in minor units (crm.views.ts).
import type { WebhookEventType } from '@ulak/shared';
import type { EnsureContacts } from '../contacts/index.js';
import type { CrmAnalyticsRepo } from './crm-analytics.repo.js';
import { crmAnalyticsService } from './crm-analytics.service.js';
import { activitiesService } from './activities.service.js';
import { companiesService } from './companies.service.js';
import { crmChecks } from './crm.checks.js';
import type { CrmRepo } from './crm.repo.js';
import { dealsService } from './deals.service.js';
import { leadsService } from './leads.service.js';
import { scoringService } from './scoring.service.js';

export { activityView, dealView, leadView } from './crm.views.js';

export type CrmService = ReturnType<typeof crmService>;
/** Reports a CRM event (lead.created, deal.won, deal.lost) to the webhooks front door. */
export type CrmEvents = (workspaceId: string, type: WebhookEventType, data: Record<string, unknown>) => Promise<unknown>;

// crmService builds the CRM rules over its repos; rescore stays inside (the leads and activities services call it).
// A lead's audience contact is found or created through the contacts module's front door; `onEvent` hears of new
// leads and closed deals.
export function crmService(repo: CrmRepo, analytics: CrmAnalyticsRepo, ensureContacts: EnsureContacts, onEvent?: CrmEvents) {
  const checks = crmChecks(repo);
  const { rescore, ...scoring } = scoringService(repo, analytics);
  return {
    ...dealsService(repo, analytics, checks, onEvent),
    ...scoring,
    ...leadsService(repo, analytics, checks, rescore, ensureContacts, onEvent),
    ...companiesService(repo, analytics),
    ...activitiesService(repo, checks, rescore),
    ...crmAnalyticsService(analytics),
  };
}
