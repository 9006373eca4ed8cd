// Query keys of the inbox: live events and mutations invalidate the root.
export const inboxQueryKeyRoot = ['inbox'] as const;
export const conversationsQueryKeyRoot = [...inboxQueryKeyRoot, 'conversations'] as const;
export const threadQueryKey = (id: string) => [...inboxQueryKeyRoot, 'thread', id] as const;
export const membersQueryKey = [...inboxQueryKeyRoot, 'members'] as const;
export const widgetQueryKey = [...inboxQueryKeyRoot, 'widget'] as const;
