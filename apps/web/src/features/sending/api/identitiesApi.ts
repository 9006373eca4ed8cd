// Calls of the sender-identity endpoints: list with each domain's checks, add, change, check now, remove.
import type {
  Answer,
  RequestBody,
  SenderIdentity,
  senderIdentityInputSchema,
  senderIdentityListResponseSchema,
  senderIdentityResponseSchema,
} from '@ulak/shared';
import { apiRequest } from '../../../lib/api';

export type { SenderIdentity };

// fetchSenderIdentities lists the workspace's sender identities.
export async function fetchSenderIdentities(): Promise<SenderIdentity[]> {
  return (await apiRequest<Answer<typeof senderIdentityListResponseSchema>>('/sender-identities')).identities;
}

// createSenderIdentity adds an identity (and its domain, when the workspace does not have it yet).
export async function createSenderIdentity(body: RequestBody<typeof senderIdentityInputSchema>): Promise<SenderIdentity> {
  return (await apiRequest<Answer<typeof senderIdentityResponseSchema>>('/sender-identities', { method: 'POST', body })).identity;
}

// checkSenderIdentity looks the identity's domain records up now and returns the stored outcome.
export async function checkSenderIdentity(id: string): Promise<SenderIdentity> {
  return (await apiRequest<Answer<typeof senderIdentityResponseSchema>>(`/sender-identities/${encodeURIComponent(id)}/check`, { method: 'POST' })).identity;
}

// removeSenderIdentity deletes an identity (its domain stays).
export async function removeSenderIdentity(id: string): Promise<void> {
  await apiRequest(`/sender-identities/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
