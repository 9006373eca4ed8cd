// Roots of the CRM query keys. A CRM change ripples (a call rescores its lead, a move changes the weighted pipeline and
// the analytics), so mutations invalidate the whole CRM root.
export const crmQueryKeyRoot = ['crm'] as const;
export const leadsQueryKeyRoot = [...crmQueryKeyRoot, 'leads'] as const;
export const crmContactsQueryKeyRoot = [...crmQueryKeyRoot, 'contacts'] as const;
export const companiesQueryKeyRoot = [...crmQueryKeyRoot, 'companies'] as const;
export const pipelineQueryKey = [...crmQueryKeyRoot, 'pipeline'] as const;
export const activitiesQueryKeyRoot = [...crmQueryKeyRoot, 'activities'] as const;
export const crmAnalyticsQueryKey = [...crmQueryKeyRoot, 'analytics'] as const;
export const crmSettingsQueryKey = [...crmQueryKeyRoot, 'settings'] as const;
