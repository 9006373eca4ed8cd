// Calls of the platform admin panel; every type is z.infer of the shared contract.
import type {
  AccessLog,
  adminOkSchema,
  alertsSchema,
  Answer,
  AdminHealth,
  AdminRange,
  AdminSecurity,
  AdminStats,
  AdminSubscriptions,
  AdminUserDetail,
  AdminUsers,
  DnsblCheck,
  IpPoolServer,
  DnsblSettings,
  Impersonation,
  ImpersonationStatus,
  IpPools,
  PlatformConfig,
  PlatformOverview,
  ratesRefreshSchema,
  SignIns,
  testMailSchema,
  TwoFactorResetResult,
} from '@ulak/shared';
import { apiRequest } from '../../../lib/api';

export type { AdminUsers, Impersonation };
type AdminOk = Answer<typeof adminOkSchema>;
export type UsersFilter = { q?: string; plan?: string; status?: string; page: number; limit: number };

// query builds a query string from the defined values.
function query(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

export const fetchStats = (range: AdminRange) => apiRequest<AdminStats>(`/admin/stats${query({ range })}`);
export const fetchUsers = (f: UsersFilter) => apiRequest<AdminUsers>(`/admin/users${query(f)}`);
export const fetchUser = (id: string) => apiRequest<AdminUserDetail>(`/admin/users/${id}`);
export const suspendUser = (id: string, reason: string) => apiRequest<AdminOk>(`/admin/users/${id}/suspend`, { method: 'POST', body: { reason } });
export const reactivateUser = (id: string) => apiRequest<AdminOk>(`/admin/users/${id}/reactivate`, { method: 'POST' });
export const changeUserPlan = (id: string, plan: string) => apiRequest<AdminOk>(`/admin/users/${id}/plan`, { method: 'PUT', body: { plan } });
export const impersonateUser = (id: string, reason: string) =>
  apiRequest<Impersonation>(`/admin/users/${id}/impersonate`, { method: 'POST', body: { reason } });
export const resetTwoFactor = (id: string, reason: string) =>
  apiRequest<TwoFactorResetResult>(`/admin/users/${id}/two-factor/reset`, { method: 'POST', body: { reason } });
export const fetchSubscriptions = (range: AdminRange, page: number, limit: number) =>
  apiRequest<AdminSubscriptions>(`/admin/subscriptions${query({ range, page, limit })}`);
export const fetchHealth = () => apiRequest<AdminHealth>('/admin/health');
export const fetchAlerts = () => apiRequest<Answer<typeof alertsSchema>>('/admin/alerts');
export const acknowledgeAlert = (id: string) => apiRequest<AdminOk>(`/admin/alerts/${encodeURIComponent(id)}/ack`, { method: 'POST' });
export const fetchSecurity = () => apiRequest<AdminSecurity>('/admin/security');
export const saveSecurity = (value: AdminSecurity) => apiRequest<AdminSecurity>('/admin/security', { method: 'PUT', body: value });
export const fetchAccessLog = (f: { action?: string; actor?: string; page: number; limit: number }) => apiRequest<AccessLog>(`/admin/access-log${query(f)}`);
export type SignInsFilter = { email?: string; outcome?: 'success' | 'failed'; method?: string; page: number; limit: number };
export const fetchSignIns = (f: SignInsFilter) => apiRequest<SignIns>(`/admin/sign-ins${query(f)}`);
export const fetchImpersonation = () => apiRequest<ImpersonationStatus>('/admin-session/impersonation');
export const endImpersonation = () => apiRequest<AdminOk>('/admin-session/impersonation/end', { method: 'POST' });
export const fetchIpPools = () => apiRequest<IpPools>('/admin/ip-pools');
export const fetchDnsblSettings = () => apiRequest<DnsblSettings>('/admin/ip-pools/dnsbl');
export const saveDnsblSettings = (value: DnsblSettings) => apiRequest<DnsblSettings>('/admin/ip-pools/dnsbl', { method: 'PUT', body: value });
export const checkBlocklists = () => apiRequest<DnsblCheck>('/admin/ip-pools/dnsbl/check', { method: 'POST' });
export const releaseQuarantine = (id: string) => apiRequest<IpPoolServer>(`/admin/ip-pools/servers/${id}/release`, { method: 'POST' });
export const setServerWarmup = (id: string, warmup: boolean) =>
  apiRequest<IpPoolServer>(`/admin/ip-pools/servers/${id}/warmup`, { method: 'PUT', body: { warmup } });
export const fetchPlatformOverview = () => apiRequest<PlatformOverview>('/admin/platform');
export const savePlatformConfig = (value: PlatformConfig) => apiRequest<PlatformOverview>('/admin/platform', { method: 'PUT', body: value });
export const refreshRates = () => apiRequest<Answer<typeof ratesRefreshSchema>>('/admin/platform/rates/refresh', { method: 'POST' });
export const sendTestMail = () => apiRequest<Answer<typeof testMailSchema>>('/admin/platform/test-mail', { method: 'POST' });
