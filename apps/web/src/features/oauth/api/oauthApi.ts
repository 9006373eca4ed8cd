// Calls of third-party sign-in management, the sign-in log, workspace sign-in security and two-factor authentication.
import type {
  Answer,
  RequestBody,
  authenticationOptionsSchema,
  enabledProvidersSchema,
  EnrolledSignIn,
  Identities,
  linkConfirmedSchema,
  OAuthStats,
  oauthOkSchema,
  Passkey,
  PasskeyList,
  PasskeyRegistered,
  passkeySecondFactorSchema,
  passkeySessionSchema,
  passkeySignInSchema,
  platformSignInSecuritySchema,
  ProviderConfig,
  providerConfigsSchema,
  RecoveryCodesResult,
  RedirectUrl,
  registerPasskeySchema,
  registrationOptionsSchema,
  SignInLogPage,
  SignInProvider,
  SignInResult,
  SignInSecurity,
  SignInSession,
  TotpSetup,
  TwoFactorStatus,
  UpdateProviderConfigInput,
  UpdateSignInSecurityInput,
} from '@ulak/shared';
import { apiRequest } from '../../../lib/api';

export type { EnrolledSignIn, Identities, OAuthStats, ProviderConfig, SignInLogPage, SignInResult, SignInSecurity, TotpSetup, TwoFactorStatus };
export type SessionResult = SignInSession;
type OAuthOk = Answer<typeof oauthOkSchema>;

// fetchEnabledProviders lists the providers the sign-in pages show a button for.
export async function fetchEnabledProviders(): Promise<SignInProvider[]> {
  return (await apiRequest<Answer<typeof enabledProvidersSchema>>('/oauth/providers/enabled', { token: null })).providers;
}

// fetchStats reads everything the management screen shows.
export function fetchStats(): Promise<OAuthStats> {
  return apiRequest<OAuthStats>('/oauth/stats');
}

// fetchLogs reads a page of the sign-in log.
export function fetchLogs(page: number, limit: number, status?: 'success' | 'failed'): Promise<SignInLogPage> {
  return apiRequest<SignInLogPage>(`/oauth/logs?page=${page}&limit=${limit}${status ? `&status=${status}` : ''}`);
}

// toggleProvider enables or disables a provider for the platform (platform admin).
export function toggleProvider(provider: SignInProvider, enabled: boolean): Promise<ProviderConfig> {
  return apiRequest<ProviderConfig>(`/oauth/providers/${provider}/toggle`, { method: 'POST', body: { enabled } });
}

// updateSecurity changes the workspace's sign-in security.
export function updateSecurity(body: UpdateSignInSecurityInput): Promise<SignInSecurity> {
  return apiRequest<SignInSecurity>('/oauth/security', { method: 'PUT', body });
}

// setAdminTwoFactor sets the platform rule that admins must use 2FA.
export function setAdminTwoFactor(requireAdminTwoFactor: boolean): Promise<Answer<typeof platformSignInSecuritySchema>> {
  return apiRequest('/admin/oauth/security', { method: 'PUT', body: { requireAdminTwoFactor } });
}

// fetchProviderConfigs reads every provider's platform settings (platform admin; secrets never included).
export async function fetchProviderConfigs(): Promise<ProviderConfig[]> {
  return (await apiRequest<Answer<typeof providerConfigsSchema>>('/admin/oauth/providers')).providers;
}

// updateProviderConfig saves a provider's client id, secret, scopes and endpoints (platform admin).
export function updateProviderConfig(provider: SignInProvider, body: UpdateProviderConfigInput): Promise<ProviderConfig> {
  return apiRequest<ProviderConfig>(`/admin/oauth/providers/${provider}`, { method: 'PUT', body });
}

// fetchIdentities lists the signed-in user's linked providers.
export function fetchIdentities(): Promise<Identities> {
  return apiRequest<Identities>('/oauth/identities');
}

// startLink asks for the provider URL that links it to the signed-in account.
export function startLink(provider: SignInProvider, state: string): Promise<RedirectUrl> {
  return apiRequest(`/oauth/identities/${provider}/link`, { method: 'POST', body: { state } });
}

// confirmLink finishes a link in the browser that started it.
export function confirmLink(code: string, state: string): Promise<Answer<typeof linkConfirmedSchema>> {
  return apiRequest('/oauth/identities/confirm', { method: 'POST', body: { code, state } });
}

// unlinkProvider removes a linked provider.
export function unlinkProvider(provider: SignInProvider): Promise<OAuthOk> {
  return apiRequest(`/oauth/identities/${provider}`, { method: 'DELETE' });
}

// fetchTwoFactorStatus reads whether TOTP is on, mandatory, and how many recovery codes are left.
export function fetchTwoFactorStatus(): Promise<TwoFactorStatus> {
  return apiRequest<TwoFactorStatus>('/oauth/2fa');
}

// setupTotp starts enrolment: a new secret and its QR code.
export function setupTotp(): Promise<TotpSetup> {
  return apiRequest<TotpSetup>('/oauth/2fa/setup', { method: 'POST' });
}

// enableTotp turns TOTP on with a first code and returns the recovery codes.
export function enableTotp(code: string): Promise<RecoveryCodesResult> {
  return apiRequest('/oauth/2fa/enable', { method: 'POST', body: { code } });
}

// disableTotp turns TOTP off with a current or recovery code.
export function disableTotp(code: string): Promise<OAuthOk> {
  return apiRequest('/oauth/2fa/disable', { method: 'POST', body: { code } });
}

// verifySecondFactor finishes a held sign-in with a code.
export function verifySecondFactor(pendingToken: string, code: string): Promise<SessionResult> {
  return apiRequest<SessionResult>('/oauth/2fa/verify', { method: 'POST', body: { pendingToken, code }, token: null });
}

// startEnrolment starts the enrolment a mandatory-2FA sign-in asks for.
export function startEnrolment(pendingToken: string): Promise<TotpSetup> {
  return apiRequest<TotpSetup>('/oauth/2fa/enrol/start', { method: 'POST', body: { pendingToken }, token: null });
}

// confirmEnrolment finishes it with a first code: a session and the recovery codes.
export function confirmEnrolment(pendingToken: string, code: string): Promise<EnrolledSignIn> {
  return apiRequest<EnrolledSignIn>('/oauth/2fa/enrol/confirm', { method: 'POST', body: { pendingToken, code }, token: null });
}

type PasskeyOk = Answer<typeof oauthOkSchema>;
export type { Passkey, PasskeyList, PasskeyRegistered };

// fetchPasskeys lists the signed-in user's passkeys (and whether passkeys work on this address at all).
export function fetchPasskeys(): Promise<PasskeyList> {
  return apiRequest<PasskeyList>('/oauth/passkeys');
}

// passkeyRegistrationOptions asks for the creation options of a new passkey (a fresh single-use challenge).
export function passkeyRegistrationOptions(): Promise<Answer<typeof registrationOptionsSchema>> {
  return apiRequest('/oauth/passkeys/options', { method: 'POST' });
}

// registerPasskey stores the browser's attestation as a passkey.
export function registerPasskey(body: RequestBody<typeof registerPasskeySchema>): Promise<PasskeyRegistered> {
  return apiRequest<PasskeyRegistered>('/oauth/passkeys', { method: 'POST', body });
}

// renamePasskey changes a passkey's name.
export function renamePasskey(id: string, name: string): Promise<{ passkey: Passkey }> {
  return apiRequest(`/oauth/passkeys/${id}`, { method: 'PATCH', body: { name } });
}

// removePasskey deletes a passkey.
export function removePasskey(id: string): Promise<PasskeyOk> {
  return apiRequest(`/oauth/passkeys/${id}`, { method: 'DELETE' });
}

// passkeySecondFactorOptions asks for the request options of a held sign-in's passkey step.
export function passkeySecondFactorOptions(pendingToken: string): Promise<Answer<typeof authenticationOptionsSchema>> {
  return apiRequest('/oauth/2fa/passkey/options', { method: 'POST', body: { pendingToken }, token: null });
}

// verifyPasskeySecondFactor finishes a held sign-in with the browser's assertion.
export function verifyPasskeySecondFactor(body: RequestBody<typeof passkeySecondFactorSchema>): Promise<SessionResult> {
  return apiRequest<SessionResult>('/oauth/2fa/passkey/verify', { method: 'POST', body, token: null });
}

// passkeySignInOptions asks for the request options of a password-less sign-in.
export function passkeySignInOptions(): Promise<Answer<typeof authenticationOptionsSchema>> {
  return apiRequest('/oauth/passkeys/sign-in/options', { method: 'POST', token: null });
}

// passkeySignIn signs in with the browser's assertion alone.
export function passkeySignIn(body: RequestBody<typeof passkeySignInSchema>): Promise<Answer<typeof passkeySessionSchema>> {
  return apiRequest('/oauth/passkeys/sign-in', { method: 'POST', body, token: null });
}
