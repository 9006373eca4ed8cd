// Roots of the campaign query keys: a mutation invalidates the root, so lists, analytics and performance reload together.
export const campaignsQueryKeyRoot = ['campaigns'] as const;
export const campaignListQueryKeyRoot = [...campaignsQueryKeyRoot, 'list'] as const;

/** A sending campaign is polled every 2 seconds for its progress and counts. */
export const CAMPAIGN_POLL_MS = 2_000;
