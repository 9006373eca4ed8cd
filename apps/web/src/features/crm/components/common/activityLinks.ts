// Which records an activity logged from the activities tab belongs to: the lead, deal and company picked in the form.
import type { ActivityLinks } from '../../api/activitiesApi';
import type { Deal } from '../../api/dealsApi';

export type PickedLinks = { leadId: string | null; dealId: string | null; companyId: string | null };

// activityLinks merges the record the form was opened for with the picked ones; a picked deal also brings its lead,
// contact and company unless another was picked explicitly.
export function activityLinks(base: ActivityLinks, picked: PickedLinks, deals: readonly Deal[]): ActivityLinks {
  const deal = picked.dealId ? deals.find((d) => d.id === picked.dealId) : undefined;
  const out: ActivityLinks = { ...base };
  const leadId = picked.leadId ?? deal?.leadId;
  const companyId = picked.companyId ?? deal?.companyId;
  if (picked.dealId) out.dealId = picked.dealId;
  if (leadId) out.leadId = leadId;
  if (companyId) out.companyId = companyId;
  if (deal?.contactId && !out.contactId) out.contactId = deal.contactId;
  return out;
}
