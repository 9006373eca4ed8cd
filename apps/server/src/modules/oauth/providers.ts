// The six sign-in providers' protocols: authorization URLs with PKCE, code exchange, ID-token validation (OIDC) or
// user endpoints (GitHub, Facebook), Apple's client-secret JWT. Endpoints are platform settings with public defaults.
import crypto from 'node:crypto';
import { SignJWT, createRemoteJWKSet, importPKCS8, jwtVerify, type JWTPayload } from 'jose';
import { OIDC_PROVIDERS, type OAuthFailureReason, type SignInProvider } from '@ulak/shared';
import { splitPersonName } from '@ulak/shared';

const FETCH_TIMEOUT_MS = 8000;
const MAX_BODY_BYTES = 256 * 1024;

export type Endpoints = {
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string | null;
  emailsUrl: string | null;
  jwksUrl: string | null;
  issuer: string | null;
};

/** A provider as stored by the platform admin, with the secrets opened. */
export type ProviderSettings = {
  provider: SignInProvider;
  enabled: boolean;
  clientId: string | null;
  clientSecret: string | null;
  appleTeamId: string | null;
  appleKeyId: string | null;
  applePrivateKey: string | null;
  scopes: string[];
  endpoints: Endpoints;
};

/** What a provider tells us about the person: the subject is the key; the email counts only when verified. */
export type ProviderProfile = { subject: string; email: string | null; emailVerified: boolean; firstName: string; lastName: string };

export const PROVIDER_NAMES: Record<SignInProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
  microsoft: 'Microsoft',
  github: 'GitHub',
  linkedin: 'LinkedIn',
};

/** Public endpoints and scopes of each provider (the admin may point any of them elsewhere, e.g. a local test server). */
export const PROVIDER_DEFAULTS: Record<SignInProvider, { endpoints: Endpoints; scopes: string[] }> = {
  google: {
    endpoints: {
      authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      userinfoUrl: null,
      emailsUrl: null,
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      issuer: 'https://accounts.google.com',
    },
    scopes: ['openid', 'email', 'profile'],
  },
  microsoft: {
    endpoints: {
      authorizationUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
      tokenUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
      userinfoUrl: null,
      emailsUrl: null,
      jwksUrl: 'https://login.microsoftonline.com/common/discovery/v2.0/keys',
      // multi-tenant: {tenantid} is replaced by the token's tid claim before comparing
      issuer: 'https://login.microsoftonline.com/{tenantid}/v2.0',
    },
    scopes: ['openid', 'email', 'profile'],
  },
  apple: {
    endpoints: {
      authorizationUrl: 'https://appleid.apple.com/auth/authorize',
      tokenUrl: 'https://appleid.apple.com/auth/token',
      userinfoUrl: null,
      emailsUrl: null,
      jwksUrl: 'https://appleid.apple.com/auth/keys',
      issuer: 'https://appleid.apple.com',
    },
    scopes: ['name', 'email'],
  },
  linkedin: {
    endpoints: {
      authorizationUrl: 'https://www.linkedin.com/oauth/v2/authorization',
      tokenUrl: 'https://www.linkedin.com/oauth/v2/accessToken',
      userinfoUrl: null,
      emailsUrl: null,
      jwksUrl: 'https://www.linkedin.com/oauth/openid/jwks',
      issuer: 'https://www.linkedin.com/oauth',
    },
    scopes: ['openid', 'profile', 'email'],
  },
  github: {
    endpoints: {
      authorizationUrl: 'https://github.com/login/oauth/authorize',
      tokenUrl: 'https://github.com/login/oauth/access_token',
      userinfoUrl: 'https://api.github.com/user',
      emailsUrl: 'https://api.github.com/user/emails',
      jwksUrl: null,
      issuer: null,
    },
    scopes: ['read:user', 'user:email'],
  },
  facebook: {
    endpoints: {
      authorizationUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
      tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
      userinfoUrl: 'https://graph.facebook.com/v19.0/me?fields=id,first_name,last_name,name,email',
      emailsUrl: null,
      jwksUrl: null,
      issuer: null,
    },
    scopes: ['email', 'public_profile'],
  },
};

/** A failed step of a provider sign-in, with the reason the login page shows. */
export class ProviderError extends Error {
  constructor(
    readonly reason: OAuthFailureReason,
    detail?: string,
  ) {
    super(detail ?? reason);
  }
}

// isConfigured tells whether a provider has what its code exchange needs.
export function isConfigured(p: ProviderSettings): boolean {
  if (!p.clientId) return false;
  if (p.provider === 'apple') return !!(p.appleTeamId && p.appleKeyId && p.applePrivateKey);
  return !!p.clientSecret;
}

// pkceChallenge is the S256 challenge of a code verifier (RFC 7636).
export function pkceChallenge(verifier: string): string {
  return crypto.createHash('sha256').update(verifier).digest('base64url');
}

// authorizationUrl builds the provider's authorization request for one attempt.
export function authorizationUrl(p: ProviderSettings, a: { state: string; nonce: string; verifier: string; redirectUri: string }): string {
  const url = new URL(p.endpoints.authorizationUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', p.clientId ?? '');
  url.searchParams.set('redirect_uri', a.redirectUri);
  url.searchParams.set('scope', p.scopes.join(' '));
  url.searchParams.set('state', a.state);
  url.searchParams.set('code_challenge', pkceChallenge(a.verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  if (OIDC_PROVIDERS.includes(p.provider)) url.searchParams.set('nonce', a.nonce);
  // Apple posts the answer back (form_post) when name or email is asked for
  if (p.provider === 'apple') url.searchParams.set('response_mode', 'form_post');
  if (p.provider === 'google') url.searchParams.set('prompt', 'select_account');
  return url.toString();
}

// appleClientSecret is Apple's client secret: an ES256 JWT signed with the team's private key, valid five minutes.
export async function appleClientSecret(p: ProviderSettings): Promise<string> {
  const key = await importPKCS8(p.applePrivateKey ?? '', 'ES256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: p.appleKeyId ?? '' })
    .setIssuer(p.appleTeamId ?? '')
    .setIssuedAt(now)
    .setExpirationTime(now + 300)
    .setAudience(p.endpoints.issuer ?? 'https://appleid.apple.com')
    .setSubject(p.clientId ?? '')
    .sign(key);
}

// readJson reads a bounded JSON answer.
async function readJson(res: Response): Promise<Record<string, unknown>> {
  const text = await res.text();
  if (text.length > MAX_BODY_BYTES) throw new ProviderError('provider_error', 'answer too large');
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>;
  } catch {
    // GitHub answers form-encoded without an Accept header; we always send one
  }
  throw new ProviderError('provider_error', 'answer is not JSON');
}

type Tokens = { accessToken: string | null; idToken: string | null };

// exchangeCode trades the authorization code (with the PKCE verifier) for tokens at the provider's token endpoint.
export async function exchangeCode(p: ProviderSettings, code: string, verifier: string, redirectUri: string): Promise<Tokens> {
  const secret = p.provider === 'apple' ? await appleClientSecret(p) : (p.clientSecret ?? '');
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: p.clientId ?? '',
    client_secret: secret,
    code_verifier: verifier,
  });
  let res: Response;
  try {
    res = await fetch(p.endpoints.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch {
    throw new ProviderError('token_exchange_failed', 'token endpoint unreachable');
  }
  if (!res.ok) throw new ProviderError('token_exchange_failed', `token endpoint answered ${res.status}`);
  const json = await readJson(res).catch(() => {
    throw new ProviderError('token_exchange_failed', 'token answer unreadable');
  });
  const accessToken = typeof json.access_token === 'string' ? json.access_token : null;
  const idToken = typeof json.id_token === 'string' ? json.id_token : null;
  if (!accessToken && !idToken) throw new ProviderError('token_exchange_failed', 'no token in answer');
  return { accessToken, idToken };
}

const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function jwks(url: string) {
  let set = jwksCache.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: FETCH_TIMEOUT_MS, cooldownDuration: 30_000 });
    jwksCache.set(url, set);
  }
  return set;
}

const truthy = (v: unknown) => v === true || v === 'true';
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

// verifyIdToken checks an ID token's signature (the provider's JWKS), issuer, audience, expiry and nonce.
export async function verifyIdToken(p: ProviderSettings, idToken: string, nonce: string): Promise<JWTPayload> {
  if (!p.endpoints.jwksUrl) throw new ProviderError('id_token_invalid', 'no JWKS endpoint');
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, jwks(p.endpoints.jwksUrl), {
      audience: p.clientId ?? '',
      algorithms: ['RS256', 'ES256', 'PS256', 'RS384', 'RS512', 'ES384'],
      clockTolerance: 60,
    }));
  } catch (err) {
    throw new ProviderError('id_token_invalid', err instanceof Error ? err.message : 'invalid');
  }
  const expectedIssuer = (p.endpoints.issuer ?? '').replace('{tenantid}', str(payload.tid));
  if (expectedIssuer && payload.iss !== expectedIssuer) throw new ProviderError('id_token_invalid', 'issuer mismatch');
  if (!payload.sub) throw new ProviderError('id_token_invalid', 'no subject');
  const given = Buffer.from(str(payload.nonce));
  const wanted = Buffer.from(nonce);
  if (given.length !== wanted.length || !crypto.timingSafeEqual(given, wanted)) throw new ProviderError('nonce_mismatch');
  return payload;
}

// emailVerifiedByProvider applies each provider's rule for trusting an email (see docs/oauth.md).
export function emailVerifiedByProvider(provider: SignInProvider, claims: JWTPayload): boolean {
  switch (provider) {
    case 'google':
    case 'apple':
      return truthy(claims.email_verified);
    case 'microsoft':
      // only a domain-owner-verified address (optional claim xms_edov) is trusted; Entra lets users type any email
      return truthy(claims.xms_edov) || claims.xms_edov === 1 || claims.xms_edov === '1';
    default:
      return false;
  }
}

// splitName turns a display name into first and last names (the shared rule).
function splitName(name: string): [string, string] {
  const { firstName, lastName } = splitPersonName(name);
  return [firstName, lastName];
}

// profileFromClaims reads the person from validated ID-token claims (plus Apple's first-time user form field).
export function profileFromClaims(provider: SignInProvider, claims: JWTPayload, appleUser?: { firstName?: string; lastName?: string }): ProviderProfile {
  const email = str(claims.email) || (provider === 'microsoft' ? str(claims.preferred_username) : '') || null;
  let firstName = str(claims.given_name);
  let lastName = str(claims.family_name);
  if (!firstName && claims.name) [firstName, lastName] = splitName(str(claims.name));
  if (appleUser) {
    firstName = appleUser.firstName?.slice(0, 100) || firstName;
    lastName = appleUser.lastName?.slice(0, 100) || lastName;
  }
  const emailVerified = !!email && email.includes('@') && emailVerifiedByProvider(provider, claims);
  return { subject: str(claims.sub), email: email && email.includes('@') ? email.toLowerCase() : null, emailVerified, firstName, lastName };
}

// getJson calls a provider API with the access token.
async function getJson(url: string, accessToken: string): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', 'user-agent': 'Ulak' },
      redirect: 'error',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch {
    throw new ProviderError('profile_failed', 'user endpoint unreachable');
  }
  if (!res.ok) throw new ProviderError('profile_failed', `user endpoint answered ${res.status}`);
  const text = await res.text();
  if (text.length > MAX_BODY_BYTES) throw new ProviderError('profile_failed', 'answer too large');
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderError('profile_failed', 'answer is not JSON');
  }
}

// fetchProfile reads the person from GitHub's or Facebook's user endpoints (no ID token there).
export async function fetchProfile(p: ProviderSettings, accessToken: string): Promise<ProviderProfile> {
  if (!p.endpoints.userinfoUrl) throw new ProviderError('profile_failed', 'no user endpoint');
  const user = (await getJson(p.endpoints.userinfoUrl, accessToken)) as Record<string, unknown>;
  const subject = str(user?.id);
  if (!subject) throw new ProviderError('profile_failed', 'no id');
  if (p.provider === 'github') {
    const [firstName, lastName] = splitName(str(user.name) || str(user.login));
    let email: string | null = null;
    let emailVerified = false;
    if (p.endpoints.emailsUrl) {
      const emails = await getJson(p.endpoints.emailsUrl, accessToken);
      // only the primary address, and only when GitHub says it is verified
      const primary = Array.isArray(emails) ? (emails as Record<string, unknown>[]).find((e) => e && e.primary === true) : undefined;
      if (primary && typeof primary.email === 'string') {
        email = primary.email.toLowerCase();
        emailVerified = primary.verified === true;
      }
    }
    return { subject, email, emailVerified, firstName, lastName };
  }
  // Facebook: the email (when shared) is not asserted verified, so it never links to an existing account
  const email = str(user.email) || null;
  let firstName = str(user.first_name);
  let lastName = str(user.last_name);
  if (!firstName) [firstName, lastName] = splitName(str(user.name));
  return { subject, email: email?.toLowerCase() ?? null, emailVerified: false, firstName, lastName };
}

// resolveProfile finishes a callback: exchanges the code and reads the person, validating the ID token where there is one.
export async function resolveProfile(
  p: ProviderSettings,
  a: { code: string; verifier: string; nonce: string; redirectUri: string; appleUser?: { firstName?: string; lastName?: string } },
): Promise<ProviderProfile> {
  const tokens = await exchangeCode(p, a.code, a.verifier, a.redirectUri);
  if (OIDC_PROVIDERS.includes(p.provider)) {
    if (!tokens.idToken) throw new ProviderError('id_token_invalid', 'no ID token');
    const claims = await verifyIdToken(p, tokens.idToken, a.nonce);
    return profileFromClaims(p.provider, claims, a.appleUser);
  }
  if (!tokens.accessToken) throw new ProviderError('token_exchange_failed', 'no access token');
  return fetchProfile(p, tokens.accessToken);
}
