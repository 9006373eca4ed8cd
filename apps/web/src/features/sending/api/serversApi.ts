// Calls of the mail-server rotation endpoints: servers (add, change, pause/resume, delete, test), strategy and stats.
import type { Answer, MAIL_SERVER_STATUSES, mailServerInputSchema, mailServerUpdateSchema, MailServerView, SendingAnswer } from '@ulak/shared';
import type { RotationStrategy } from '@ulak/shared/campaigns';
import { apiRequest } from '../../../lib/api';

export type MailServerStatus = (typeof MAIL_SERVER_STATUSES)[number];

export type MailServer = MailServerView;

// The numbers are coerced on the server (z.input would be unknown), so the client sends the parsed shape.
export type MailServerInput = Answer<typeof mailServerInputSchema>;
export type MailServerPatch = Answer<typeof mailServerUpdateSchema>;

export type RotationStats = SendingAnswer<'rotationStats'>;

const path = (id: string) => `/ip-rotation/servers/${encodeURIComponent(id)}`;

// fetchMailServers reads the workspace's servers (passwords are never returned).
export async function fetchMailServers(): Promise<MailServer[]> {
  return (await apiRequest<SendingAnswer<'servers'>>('/ip-rotation/servers')).servers;
}

// createMailServer adds a server.
export function createMailServer(body: MailServerInput): Promise<SendingAnswer<'server'>> {
  return apiRequest<SendingAnswer<'server'>>('/ip-rotation/servers', { method: 'POST', body });
}

// updateMailServer changes a server, or pauses / resumes it.
export function updateMailServer(id: string, body: MailServerPatch): Promise<SendingAnswer<'server'>> {
  return apiRequest<SendingAnswer<'server'>>(path(id), { method: 'PATCH', body });
}

// deleteMailServer removes a server.
export function deleteMailServer(id: string): Promise<SendingAnswer<'done'>> {
  return apiRequest<SendingAnswer<'done'>>(path(id), { method: 'DELETE' });
}

// testMailServer connects and signs in without sending; answers the latency (400 SERVER_TEST_FAILED otherwise).
export function testMailServer(id: string): Promise<SendingAnswer<'serverTest'>> {
  return apiRequest<SendingAnswer<'serverTest'>>(`${path(id)}/test`, { method: 'POST' });
}

// fetchRotationStats reads the strategy, the per-server figures of today and the totals.
export function fetchRotationStats(): Promise<RotationStats> {
  return apiRequest<RotationStats>('/email-sending/rotation/stats');
}

// setRotationStrategy chooses how sends are spread over the servers.
export function setRotationStrategy(strategy: RotationStrategy): Promise<SendingAnswer<'strategy'>> {
  return apiRequest<SendingAnswer<'strategy'>>('/email-sending/rotation/strategy', { method: 'POST', body: { strategy } });
}
