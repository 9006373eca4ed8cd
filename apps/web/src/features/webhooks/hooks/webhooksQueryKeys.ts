// Query keys of the webhooks screens: any change reloads the endpoints and the delivery logs.
export const webhooksQueryKeyRoot = ['webhooks'] as const;
export const webhookEndpointsQueryKey = [...webhooksQueryKeyRoot, 'endpoints'] as const;
export const webhookDeliveriesQueryKeyRoot = [...webhooksQueryKeyRoot, 'deliveries'] as const;
