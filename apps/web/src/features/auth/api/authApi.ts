// Calls of the /api/auth endpoints.
import type { AuthAnswer, loginSchema, registerSchema, RequestBody, User } from '@ulak/shared';
import { apiRequest } from '../../../lib/api';

export type AuthResult = AuthAnswer<'session'>;
export type RegistrationStarted = AuthAnswer<'registrationStarted'>;
export type SignInAnswer = AuthAnswer<'signIn'>;
export type SuccessMessage = AuthAnswer<'message'>;

export type LoginBody = RequestBody<typeof loginSchema>;
export type RegisterBody = RequestBody<typeof registerSchema>;

// login exchanges credentials for a session token and the user, or a pending second-factor step.
export function login(body: LoginBody): Promise<SignInAnswer> {
  return apiRequest<SignInAnswer>('/auth/login', { method: 'POST', body, token: null });
}

// register starts a registration: the server mails a 6-digit code to the address (same answer for any address).
export function register(body: RegisterBody): Promise<RegistrationStarted> {
  return apiRequest<RegistrationStarted>('/auth/register', { method: 'POST', body, token: null });
}

// confirmRegistration creates the account with the mailed code and signs it in.
export function confirmRegistration(email: string, code: string): Promise<AuthResult> {
  return apiRequest<AuthResult>('/auth/register/confirm', { method: 'POST', body: { email, code }, token: null });
}

// exchangeOAuthCode trades a third-party sign-in's one-time code, with this browser's state, for a session.
export function exchangeOAuthCode(code: string, state: string): Promise<SignInAnswer> {
  return apiRequest<SignInAnswer>('/auth/oauth/exchange', { method: 'POST', body: { code, state }, token: null });
}

// fetchMe reads the signed-in user; pass a token to check one that is not stored yet.
export async function fetchMe(token?: string): Promise<User> {
  const data = await apiRequest<AuthAnswer<'me'>>('/auth/me', token === undefined ? {} : { token });
  return data.user;
}

// logout revokes the current session on the server.
export function logout(): Promise<SuccessMessage> {
  return apiRequest<SuccessMessage>('/auth/logout', { method: 'POST' });
}

// forgotPassword asks for a reset code by email; the answer is the same whether the address exists or not.
export function forgotPassword(email: string): Promise<SuccessMessage> {
  return apiRequest<SuccessMessage>('/auth/forgot-password', { method: 'POST', body: { email }, token: null });
}

// verifyResetCode checks a 6-digit reset code.
export function verifyResetCode(email: string, code: string): Promise<SuccessMessage> {
  return apiRequest<SuccessMessage>('/auth/verify-reset-code', { method: 'POST', body: { email, code }, token: null });
}

// resetPassword sets a new password with a verified code.
export function resetPassword(email: string, code: string, newPassword: string): Promise<SuccessMessage> {
  return apiRequest<SuccessMessage>('/auth/reset-password', { method: 'POST', body: { email, code, newPassword }, token: null });
}

// changePassword changes the signed-in user's password.
export function changePassword(currentPassword: string, newPassword: string): Promise<SuccessMessage> {
  return apiRequest<SuccessMessage>('/auth/change-password', { method: 'POST', body: { currentPassword, newPassword } });
}

// oauthStartUrl is where the browser goes to sign in with a third-party provider, carrying its random state.
export function oauthStartUrl(provider: string, state: string): string {
  return `/api/auth/oauth/${encodeURIComponent(provider)}?state=${encodeURIComponent(state)}`;
}

// verifyEmail proves the account's address with the token of a mailed /verify-email?token=… link.
export function verifyEmail(token: string): Promise<AuthAnswer<'emailVerified'>> {
  return apiRequest('/auth/verify-email', { method: 'POST', body: { token }, token: null });
}

// resendVerification mails a fresh verification link to the signed-in address.
export function resendVerification(): Promise<AuthAnswer<'verificationSent'>> {
  return apiRequest('/auth/resend-verification', { method: 'POST' });
}
