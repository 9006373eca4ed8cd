// Calls of the settings endpoints: sections, team, sessions, API keys, notifications, export and deletion.
import type {
  acceptInvitationSchema,
  AcceptInvitationResult,
  Answer,
  ApiKeyCreated,
  ApiKeyList,
  apiKeyResponseSchema,
  Appearance,
  AvatarResponse,
  CreateApiKeyInput,
  DataExportResult,
  DataExports,
  emailChangedSchema,
  emailChangeStartedSchema,
  IntegrationsResponse,
  InvitationPreview,
  invitationResponseSchema,
  markReadSchema,
  MembersList,
  NotificationsList,
  okResponseSchema,
  RequestBody,
  SaveAllSettingsInput,
  SaveSettingsResult,
  SessionsList,
  SettingsResponse,
  WorkspaceDeletion,
  WorkspaceRole,
  WorkspacesList,
} from '@ulak/shared';
import { uploadFile } from '../../../lib/files';
import { apiRequest, readToken } from '../../../lib/api';
import { i18n } from '../../../i18n';

export type Settings = SettingsResponse;
type Ok = Answer<typeof okResponseSchema>;

// fetchSettings reads every section.
export const fetchSettings = () => apiRequest<Settings>('/settings');
// saveSettings saves the dirty tabs at once (PUT /settings/all).
export const saveSettings = (body: SaveAllSettingsInput) => apiRequest<SaveSettingsResult>('/settings/all', { method: 'PUT', body });
// fetchAppearance reads the remembered appearance alone.
export const fetchAppearance = () => apiRequest<Pick<Settings, 'appearance'>>('/settings/appearance');
// saveAppearance saves the theme, accent, density and language.
export const saveAppearance = (body: Partial<Appearance>) => apiRequest<SaveSettingsResult>('/settings/appearance', { method: 'PUT', body });

// fetchApiKeys lists the workspace's keys.
export const fetchApiKeys = () => apiRequest<ApiKeyList>('/settings/api-keys');
// createApiKey returns the new key with its token (shown once).
export const createApiKey = (body: CreateApiKeyInput) => apiRequest<ApiKeyCreated>('/settings/api-keys', { method: 'POST', body });
// rotateApiKey issues a replacement; the old key works for overlapHours.
export const rotateApiKey = (id: string, overlapHours: number) =>
  apiRequest<ApiKeyCreated>(`/settings/api-keys/${id}/rotate`, { method: 'POST', body: { overlapHours } });
// revokeApiKey ends a key at once.
export const revokeApiKey = (id: string) => apiRequest<Answer<typeof apiKeyResponseSchema>>(`/settings/api-keys/${id}`, { method: 'DELETE' });

// fetchMembers lists members, open invitations and the caller's role.
export const fetchMembers = () => apiRequest<MembersList>('/settings/members');
// inviteMember mails an invitation link.
export const inviteMember = (email: string, role: WorkspaceRole) =>
  apiRequest<Answer<typeof invitationResponseSchema>>('/settings/members/invitations', { method: 'POST', body: { email, role } });
// revokeInvitation withdraws an invitation.
export const revokeInvitation = (id: string) => apiRequest<Ok>(`/settings/members/invitations/${id}`, { method: 'DELETE' });
// changeRole sets a member's role.
export const changeRole = (userId: string, role: WorkspaceRole) => apiRequest<Ok>(`/settings/members/${userId}/role`, { method: 'PUT', body: { role } });
// removeMember removes a member from the workspace.
export const removeMember = (userId: string) => apiRequest<Ok>(`/settings/members/${userId}`, { method: 'DELETE' });

// fetchWorkspaces lists the workspaces the caller belongs to.
export const fetchWorkspaces = () => apiRequest<WorkspacesList>('/settings/workspaces');
// switchWorkspace opens a session in another workspace (the current one ends).
export const switchWorkspace = (id: string) => apiRequest<AcceptInvitationResult>(`/settings/workspaces/${id}/switch`, { method: 'POST' });

// fetchSessions lists the caller's sessions.
export const fetchSessions = () => apiRequest<SessionsList>('/settings/sessions');
// revokeSession signs one session out.
export const revokeSession = (id: string) => apiRequest<Ok>(`/settings/sessions/${id}`, { method: 'DELETE' });
// revokeAllSessions signs out everywhere (keepCurrent keeps this browser).
export const revokeAllSessions = (keepCurrent: boolean) => apiRequest<Ok>('/settings/sessions/revoke-all', { method: 'POST', body: { keepCurrent } });

// startEmailChange mails a code to the new address.
export const startEmailChange = (newEmail: string, password: string) =>
  apiRequest<Answer<typeof emailChangeStartedSchema>>('/settings/profile/email', { method: 'POST', body: { newEmail, password } });
// confirmEmailChange applies the new email with its code.
export const confirmEmailChange = (code: string) =>
  apiRequest<Answer<typeof emailChangedSchema>>('/settings/profile/email/confirm', { method: 'POST', body: { code } });

// fetchNotifications reads a page of in-app notifications.
export const fetchNotifications = (page: number, limit: number) => apiRequest<NotificationsList>(`/notifications?page=${page}&limit=${limit}`);
// markNotificationsRead marks the given ids (or all) read.
export const markNotificationsRead = (body: RequestBody<typeof markReadSchema>) => apiRequest<Ok>('/notifications/read', { method: 'POST', body });

// fetchExports lists recent exports.
export const fetchExports = () => apiRequest<DataExports>('/settings/exports');
// requestExport starts an export job.
export const requestExport = () => apiRequest<DataExportResult>('/settings/exports', { method: 'POST' });

// downloadExport fetches a ready archive with the bearer token and hands it to the browser as a file.
export async function downloadExport(id: string): Promise<void> {
  const res = await fetch(`/api/settings/exports/${id}/download`, {
    headers: { Authorization: `Bearer ${readToken() ?? ''}`, 'Accept-Language': i18n.language || 'tr' },
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'ulak-export.tar.gz';
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

// scheduleDeletion schedules the workspace deletion (typed name).
export const scheduleDeletion = (confirmName: string) =>
  apiRequest<WorkspaceDeletion>('/settings/workspace/deletion', { method: 'POST', body: { confirmName } });
// cancelDeletion cancels it.
export const cancelDeletion = () => apiRequest<WorkspaceDeletion>('/settings/workspace/deletion', { method: 'DELETE' });

// fetchInvitation reads what an invitation link offers.
export const fetchInvitation = (token: string) => apiRequest<InvitationPreview>(`/invitations/${encodeURIComponent(token)}`, { token: null });
// acceptInvitation joins the workspace (a new invitee sends name and password; an existing one is signed in).
export const acceptInvitation = (token: string, body: RequestBody<typeof acceptInvitationSchema>, session: string | null) =>
  apiRequest<AcceptInvitationResult>(`/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST', body, token: session });

// fetchChannelIntegrations reads the channels' integrations, when that module answers.
export const fetchChannelIntegrations = () => apiRequest<IntegrationsResponse>('/channels/integrations');

export type { AvatarResponse };

// fetchAvatar reads where the signed-in user's avatar is served (null: none).
export function fetchAvatar(): Promise<AvatarResponse> {
  return apiRequest<AvatarResponse>('/settings/profile/avatar');
}

// uploadAvatar sends an image; the server re-encodes it and answers its new address.
export function uploadAvatar(file: File): Promise<AvatarResponse> {
  return uploadFile<AvatarResponse>('/settings/profile/avatar', file);
}

// removeAvatar deletes the avatar (the initials show again).
export function removeAvatar(): Promise<AvatarResponse> {
  return apiRequest<AvatarResponse>('/settings/profile/avatar', { method: 'DELETE' });
}
