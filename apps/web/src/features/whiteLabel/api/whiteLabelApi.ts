// Calls of the white-label screen; every type is z.infer of the shared contract.
import type {
  Answer,
  ApiLimits,
  ApiUsage,
  Branding,
  BrandingResponse,
  Commissions,
  CreateResellerInput,
  CreateTenantInput,
  domainResponseSchema,
  domainsResponseSchema,
  resellerResponseSchema,
  ResellersResponse,
  tenantResponseSchema,
  tenantsResponseSchema,
  UpdateResellerInput,
  WhiteLabelRole,
  wlOkSchema,
} from '@ulak/shared';
import { apiRequest } from '../../../lib/api';

const ws = (workspaceId?: string) => (workspaceId ? `?workspaceId=${encodeURIComponent(workspaceId)}` : '');

export const fetchRole = () => apiRequest<WhiteLabelRole>('/white-label/me');
export const fetchBranding = (workspaceId?: string) => apiRequest<BrandingResponse>(`/white-label/branding/settings${ws(workspaceId)}`);
export const saveBranding = (workspaceId: string | undefined, branding: Branding) =>
  apiRequest<BrandingResponse>(`/white-label/branding/settings${ws(workspaceId)}`, { method: 'PUT', body: branding });
export const uploadLogo = (workspaceId: string | undefined, dataUrl: string) =>
  apiRequest<BrandingResponse>(`/white-label/branding/logo${ws(workspaceId)}`, { method: 'PUT', body: { dataUrl } });
export const fetchTenants = async () => (await apiRequest<Answer<typeof tenantsResponseSchema>>('/white-label/tenants')).tenants;
export const createTenant = async (input: CreateTenantInput) =>
  (await apiRequest<Answer<typeof tenantResponseSchema>>('/white-label/tenants', { method: 'POST', body: input })).tenant;
export const fetchDomains = async () => (await apiRequest<Answer<typeof domainsResponseSchema>>('/white-label/domains/custom')).domains;
export const addDomain = async (domain: string, tenantId?: string) =>
  (await apiRequest<Answer<typeof domainResponseSchema>>('/white-label/domains/custom', { method: 'POST', body: { domain, tenantId } })).domain;
export const verifyDomain = async (id: string) =>
  (await apiRequest<Answer<typeof domainResponseSchema>>(`/white-label/domains/custom/${id}/verify`, { method: 'POST' })).domain;
export const deleteDomain = (id: string) => apiRequest<Answer<typeof wlOkSchema>>(`/white-label/domains/custom/${id}`, { method: 'DELETE' });
export const fetchResellers = () => apiRequest<ResellersResponse>('/white-label/resellers');
export const createReseller = async (input: CreateResellerInput) =>
  (await apiRequest<Answer<typeof resellerResponseSchema>>('/white-label/resellers', { method: 'POST', body: input })).reseller;
export const updateReseller = async (id: string, patch: UpdateResellerInput) =>
  (await apiRequest<Answer<typeof resellerResponseSchema>>(`/white-label/resellers/${id}`, { method: 'PATCH', body: patch })).reseller;
export const fetchCommissions = (id: string) => apiRequest<Commissions>(`/white-label/resellers/${id}/commissions`);
export const fetchApiUsage = (workspaceId?: string) => apiRequest<ApiUsage>(`/white-label/api-limits${ws(workspaceId)}`);
export const saveApiLimits = (workspaceId: string, limits: ApiLimits) =>
  apiRequest<ApiUsage>(`/white-label/api-limits${ws(workspaceId)}`, { method: 'PUT', body: limits });
