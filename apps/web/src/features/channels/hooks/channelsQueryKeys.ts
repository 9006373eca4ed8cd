// Query keys of the channels screens: any channel change reloads the channels, the integrations and the log.
export const channelsQueryKeyRoot = ['channels'] as const;
export const channelListQueryKey = [...channelsQueryKeyRoot, 'list'] as const;
export const channelIntegrationsQueryKey = [...channelsQueryKeyRoot, 'integrations'] as const;
export const channelMessagesQueryKeyRoot = [...channelsQueryKeyRoot, 'messages'] as const;
export const channelCampaignsQueryKeyRoot = [...channelsQueryKeyRoot, 'campaigns'] as const;
