// Query keys of the automation screens; mutations invalidate the root.
export const automationQueryKeyRoot = ['automation'] as const;
export const workflowsQueryKey = [...automationQueryKeyRoot, 'workflows'] as const;
export const workflowQueryKey = (id: string) => [...automationQueryKeyRoot, 'workflow', id] as const;
export const runsQueryKey = (id: string, page: number, status?: string) => [...automationQueryKeyRoot, 'runs', id, page, status ?? ''] as const;
export const analyticsQueryKey = [...automationQueryKeyRoot, 'analytics'] as const;
export const settingsQueryKey = [...automationQueryKeyRoot, 'settings'] as const;
export const catalogueQueryKey = [...automationQueryKeyRoot, 'catalogue'] as const;
