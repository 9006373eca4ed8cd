// Calls of the sending-domain endpoints: list with the DNS records to publish, add, verify now, remove.
import type { Answer, SendingDomainView, sendingDomainListResponseSchema, sendingDomainResponseSchema } from '@ulak/shared';
import { apiRequest } from '../../../lib/api';

export type SendingDomain = SendingDomainView;

// fetchSendingDomains lists the workspace's sending domains.
export async function fetchSendingDomains(): Promise<SendingDomain[]> {
  return (await apiRequest<Answer<typeof sendingDomainListResponseSchema>>('/email-sending/domains')).domains;
}

// addSendingDomain adds a domain and returns it with its verification record.
export async function addSendingDomain(domain: string): Promise<SendingDomain> {
  return (await apiRequest<Answer<typeof sendingDomainResponseSchema>>('/email-sending/domains', { method: 'POST', body: { domain } })).domain;
}

// verifySendingDomain looks the domain's records up now and returns the stored result.
export async function verifySendingDomain(id: string): Promise<SendingDomain> {
  return (await apiRequest<Answer<typeof sendingDomainResponseSchema>>(`/email-sending/domains/${encodeURIComponent(id)}/verify`, { method: 'POST' })).domain;
}

// removeSendingDomain deletes a domain.
export async function removeSendingDomain(id: string): Promise<void> {
  await apiRequest(`/email-sending/domains/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
