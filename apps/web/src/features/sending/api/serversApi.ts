// Calls of the mail-server rotation endpoints: servers (add, change, pause/resume, delete, test), strategy and stats.
import type { RotationStrategy } from '@ulak/shared/campaigns';
import { apiRequest } from '../../../lib/api';

export type MailServerStatus = 'active' | 'paused' | 'error';

export type MailServer = {
  id: string;
  name: string;
  smtpHost: string;
  smtpPort: number;
  smtpUser: string;
  hasPassword: boolean;
  secure: 'auto' | 'tls' | 'starttls' | 'none';
  ipAddress: string | null;
  dailyLimit: number;
  hourlyLimit: number | null;
  weight: number;
  status: MailServerStatus;
  lastError: string | null;
  sentToday: number;
  failedToday: number;
  avgLatencyMs: number | null;
  reputation: number;
};

export type MailServerInput = {
  name: string;
  smtpHost: string;
  smtpPort: number;
  smtpUser: string;
  smtpPassword?: string;
  ipAddress?: string | null;
  dailyLimit: number;
  weight?: number;
};

export type MailServerPatch = Partial<MailServerInput> & { status?: 'active' | 'paused' };

export type RotationStats = {
  strategy: RotationStrategy;
  servers: MailServer[];
  totals: { sentToday: number; failedToday: number; dailyCapacity: number };
};

const path = (id: string) => `/ip-rotation/servers/${encodeURIComponent(id)}`;

// fetchMailServers reads the workspace's servers (passwords are never returned).
export async function fetchMailServers(): Promise<MailServer[]> {
  return (await apiRequest<{ servers: MailServer[] }>('/ip-rotation/servers')).servers;
}

// createMailServer adds a server.
export function createMailServer(body: MailServerInput): Promise<unknown> {
  return apiRequest('/ip-rotation/servers', { method: 'POST', body });
}

// updateMailServer changes a server, or pauses / resumes it.
export function updateMailServer(id: string, body: MailServerPatch): Promise<unknown> {
  return apiRequest(path(id), { method: 'PATCH', body });
}

// deleteMailServer removes a server.
export function deleteMailServer(id: string): Promise<unknown> {
  return apiRequest(path(id), { method: 'DELETE' });
}

// testMailServer connects and signs in without sending; answers the latency (400 SERVER_TEST_FAILED otherwise).
export function testMailServer(id: string): Promise<{ ok: boolean; latencyMs: number }> {
  return apiRequest(`${path(id)}/test`, { method: 'POST' });
}

// fetchRotationStats reads the strategy, the per-server figures of today and the totals.
export function fetchRotationStats(): Promise<RotationStats> {
  return apiRequest<RotationStats>('/email-sending/rotation/stats');
}

// setRotationStrategy chooses how sends are spread over the servers.
export function setRotationStrategy(strategy: RotationStrategy): Promise<unknown> {
  return apiRequest('/email-sending/rotation/strategy', { method: 'POST', body: { strategy } });
}
