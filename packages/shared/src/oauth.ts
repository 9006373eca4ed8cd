// The contract of third-party sign-in, two-factor authentication and sign-in logs: zod schemas of every request and 2xx response, constants and types.
import { z } from 'zod';
import { userSchema } from './auth.js';

export * from './passkeys.js';

/** The six sign-in providers of the management screen (seed 001 §2); the first four are the sign-in page's (seed 000 §2). */
export const SIGN_IN_PROVIDERS = ['google', 'facebook', 'apple', 'microsoft', 'github', 'linkedin'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];
/** Providers that start enabled (seed 001 §2: GitHub and LinkedIn start disabled). */
export const PROVIDERS_ENABLED_BY_DEFAULT: readonly SignInProvider[] = ['google', 'facebook', 'apple', 'microsoft'];
/** OpenID Connect providers: their ID token is validated; the others are read from their user endpoints. */
export const OIDC_PROVIDERS: readonly SignInProvider[] = ['google', 'microsoft', 'apple', 'linkedin'];
/**
 * How a sign-in log entry signed in: the password, a provider, a passkey without a password, an accepted invitation
 * link, or an API key (only its refusals are logged: a missing scope, a path keys may not call).
 */
export const SIGN_IN_METHODS = ['password', ...SIGN_IN_PROVIDERS, 'passkey', 'invitation', 'api_key'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** A third-party sign-in attempt is valid this long between leaving for the provider and coming back. */
export const OAUTH_ATTEMPT_TTL_MINUTES = 10;
/** A pending second-factor sign-in lives this long, with at most this many wrong codes. */
export const TWO_FACTOR_PENDING_MINUTES = 5;
export const TWO_FACTOR_MAX_TRIES = 5;
/** Recovery codes issued when TOTP is enabled. */
export const RECOVERY_CODE_COUNT = 10;
/** Sign-in session timeout of the management screen, in minutes (seed 001 §9: 60). */
export const SIGN_IN_SESSION_TIMEOUT_DEFAULT = 60;
export const SIGN_IN_SESSION_TIMEOUT_MIN = 5;
export const SIGN_IN_SESSION_TIMEOUT_MAX = 7 * 24 * 60;
/** At most this many CIDR ranges per workspace. */
export const MAX_ALLOWED_CIDRS = 50;

/** Why a third-party sign-in failed: shown on /login?error=oauth_failed&reason=… */
export const OAUTH_FAILURE_REASONS = [
  'provider_disabled',
  'not_configured',
  'state_invalid',
  'provider_error',
  'token_exchange_failed',
  'id_token_invalid',
  'nonce_mismatch',
  'profile_failed',
  'email_missing',
  'email_not_verified',
  'account_linked_elsewhere',
  'ip_not_allowed',
  'access_denied',
] as const;
export type OAuthFailureReason = (typeof OAUTH_FAILURE_REASONS)[number];

export const providerParamsSchema = z.object({ providerId: z.enum(SIGN_IN_PROVIDERS, 'v.invalid') });
export const providerPathSchema = z.object({ provider: z.enum(SIGN_IN_PROVIDERS, 'v.invalid') });

/** The enabled, configured providers: the sign-in pages show only these buttons. */
export const enabledProvidersSchema = z.object({ providers: z.array(z.enum(SIGN_IN_PROVIDERS)) });

export const toggleProviderSchema = z.object({ enabled: z.boolean('v.required') });

const url = z
  .string()
  .trim()
  .max(500, 'v.tooLong')
  .pipe(z.url({ protocol: /^https?$/, error: 'v.url' }));
const optionalUrl = url.optional().or(z.literal('').transform(() => undefined));

/** Endpoints of a provider; empty fields take the provider's public defaults. */
export const providerEndpointsSchema = z.object({
  authorizationUrl: optionalUrl,
  tokenUrl: optionalUrl,
  userinfoUrl: optionalUrl,
  emailsUrl: optionalUrl,
  jwksUrl: optionalUrl,
  issuer: z.string().trim().max(500, 'v.tooLong').optional(),
});
export type ProviderEndpoints = z.infer<typeof providerEndpointsSchema>;

/** The platform admin's settings of one provider. A secret left out keeps the stored one; '' removes it. */
export const updateProviderConfigSchema = z.strictObject({
  clientId: z.string().trim().max(300, 'v.tooLong').optional(),
  clientSecret: z.string().max(4000, 'v.tooLong').optional(),
  scopes: z.array(z.string().trim().min(1).max(100)).max(20).optional(),
  endpoints: providerEndpointsSchema.optional(),
  appleTeamId: z.string().trim().max(50, 'v.tooLong').optional(),
  appleKeyId: z.string().trim().max(50, 'v.tooLong').optional(),
  /** Apple's .p8 private key (PKCS#8 PEM), sealed like a secret. */
  applePrivateKey: z.string().max(4000, 'v.tooLong').optional(),
});
export type UpdateProviderConfigInput = z.infer<typeof updateProviderConfigSchema>;

export const providerConfigSchema = z.object({
  provider: z.enum(SIGN_IN_PROVIDERS),
  enabled: z.boolean(),
  clientId: z.string().nullable(),
  hasClientSecret: z.boolean(),
  hasApplePrivateKey: z.boolean(),
  appleTeamId: z.string().nullable(),
  appleKeyId: z.string().nullable(),
  scopes: z.array(z.string()),
  endpoints: z.object({
    authorizationUrl: z.string(),
    tokenUrl: z.string(),
    userinfoUrl: z.string().nullable(),
    emailsUrl: z.string().nullable(),
    jwksUrl: z.string().nullable(),
    issuer: z.string().nullable(),
  }),
  callbackUrl: z.string(),
});
export type ProviderConfig = z.infer<typeof providerConfigSchema>;
/** GET /api/admin/oauth/providers: every provider's platform settings. */
export const providerConfigsSchema = z.object({ providers: z.array(providerConfigSchema) });

/** One card of the providers tab (seed 001 §3 "Sign-in provider"). */
export const providerCardSchema = z.object({
  id: z.enum(SIGN_IN_PROVIDERS),
  name: z.string(),
  enabled: z.boolean(),
  configured: z.boolean(),
  status: z.enum(['active', 'inactive']),
  users: z.number().int(),
  started: z.number().int(),
  completed: z.number().int(),
  /** completed / started sign-ins in percent; null before the first attempt. */
  conversionRate: z.number().nullable(),
  scopes: z.array(z.string()),
  clientId: z.string().nullable(),
});

/** One row of the logs tab (seed 001 §3 "Sign-in log entry"). */
export const signInLogEntrySchema = z.object({
  id: z.string(),
  user: z.string().nullable(),
  provider: z.enum(SIGN_IN_METHODS),
  time: z.string(),
  location: z.string().nullable(),
  device: z.string().nullable(),
  ip: z.string().nullable(),
  status: z.enum(['success', 'failed']),
  reason: z.string().nullable(),
});
export type SignInLogEntry = z.infer<typeof signInLogEntrySchema>;

export const signInSecuritySchema = z.object({
  requireTwoFactor: z.boolean(),
  ipRestriction: z.boolean(),
  allowedCidrs: z.array(z.string()),
  deviceVerification: z.boolean(),
  sessionTimeoutEnabled: z.boolean(),
  sessionTimeoutMinutes: z.number().int(),
});
export type SignInSecurity = z.infer<typeof signInSecuritySchema>;

/** An IPv4 or IPv6 range in CIDR notation (a single address is a /32 or /128). */
export const cidrField = z
  .string()
  .trim()
  .max(64, 'v.tooLong')
  .refine((v) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(v), 'v.cidr');

export const updateSignInSecuritySchema = z.strictObject({
  requireTwoFactor: z.boolean().optional(),
  ipRestriction: z.boolean().optional(),
  allowedCidrs: z.array(cidrField).max(MAX_ALLOWED_CIDRS, 'v.cidrCount').optional(),
  deviceVerification: z.boolean().optional(),
  sessionTimeoutEnabled: z.boolean().optional(),
  sessionTimeoutMinutes: z
    .number('v.invalid')
    .int('v.invalid')
    .min(SIGN_IN_SESSION_TIMEOUT_MIN, 'v.signInTimeout')
    .max(SIGN_IN_SESSION_TIMEOUT_MAX, 'v.signInTimeout')
    .optional(),
});
export type UpdateSignInSecurityInput = z.infer<typeof updateSignInSecuritySchema>;

export const platformSignInSecuritySchema = z.object({ requireAdminTwoFactor: z.boolean() });

/** GET /api/oauth/stats: everything the management screen shows. */
export const oauthStatsSchema = z.object({
  scope: z.enum(['workspace', 'platform']),
  canManageProviders: z.boolean(),
  /** Whether the caller may change the workspace's sign-in security (owners and admins). */
  canEditSecurity: z.boolean(),
  providers: z.array(providerCardSchema),
  analytics: z.object({
    days: z.array(z.object({ date: z.string(), counts: z.record(z.string(), z.number().int()) })),
    shares: z.array(z.object({ method: z.enum(SIGN_IN_METHODS), count: z.number().int(), share: z.number() })),
    totalSignIns: z.number().int(),
    successRate: z.number().nullable(),
    medianCompletionSeconds: z.number().nullable(),
  }),
  security: signInSecuritySchema,
  platform: platformSignInSecuritySchema,
  recentLogs: z.array(signInLogEntrySchema),
  callbackUrl: z.string(),
});
export type OAuthStats = z.infer<typeof oauthStatsSchema>;

export const signInLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(['success', 'failed']).optional(),
});
export const signInLogPageSchema = z.object({ items: z.array(signInLogEntrySchema), total: z.number().int(), page: z.number().int(), limit: z.number().int() });

/** The signed-in user's linked providers and whether a password is set (unlinking never removes the last way in). */
export const identitiesSchema = z.object({
  hasPassword: z.boolean(),
  identities: z.array(
    z.object({ provider: z.enum(SIGN_IN_PROVIDERS), email: z.string().nullable(), createdAt: z.string(), lastUsedAt: z.string().nullable() }),
  ),
});

export const startLinkSchema = z.object({ state: z.string().min(16, 'v.invalid').max(200, 'v.tooLong') });
export const redirectUrlSchema = z.object({ url: z.string() });
export const confirmLinkSchema = z.object({ code: z.string().min(1).max(200), state: z.string().min(16).max(200) });
/** POST /api/oauth/identities/confirm: the provider now linked. */
export const linkConfirmedSchema = z.object({ provider: z.string() });

/** Login answers this instead of a session when a second factor is due (or must be enrolled first). */
export const twoFactorRequiredSchema = z.object({
  status: z.literal('two_factor_required'),
  pendingToken: z.string(),
  /** true: 2FA is mandatory and the user has none yet, so the next step is enrolment. */
  enrol: z.boolean(),
  /**
   * totp: the authenticator app or a recovery code; email: a 6-digit code mailed because the device is new; passkey:
   * the user has passkeys but no authenticator app (a recovery code also works).
   */
  factor: z.enum(['totp', 'email', 'passkey']),
  /** Whether one of the user's passkeys can finish this step (POST /api/oauth/2fa/passkey/options, then /verify). */
  passkey: z.boolean(),
  expiresInSeconds: z.number().int(),
});
export type TwoFactorRequired = z.infer<typeof twoFactorRequiredSchema>;
export const signInResultSchema = z.union([z.object({ token: z.string(), user: userSchema, deviceToken: z.string().optional() }), twoFactorRequiredSchema]);

const totpCode = z
  .string('v.required')
  .trim()
  .regex(/^\d{6}$/, 'v.code');
const recoveryOrTotp = z.string('v.required').trim().min(6, 'v.code').max(20, 'v.code');
export const verifyTwoFactorSchema = z.object({ pendingToken: z.string().min(1).max(200), code: recoveryOrTotp });
export const pendingTokenSchema = z.object({ pendingToken: z.string().min(1).max(200) });
export const confirmEnrolSchema = z.object({ pendingToken: z.string().min(1).max(200), code: totpCode });
export const enableTwoFactorSchema = z.object({ code: totpCode });
export const disableTwoFactorSchema = z.object({ code: recoveryOrTotp });

export const totpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrDataUrl: z.string() });
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export const enrolledSignInSchema = z.object({ token: z.string(), user: userSchema, deviceToken: z.string().optional(), recoveryCodes: z.array(z.string()) });
export const twoFactorStatusSchema = z.object({
  /** The authenticator app (TOTP) is on. */
  enabled: z.boolean(),
  mandatory: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** Registered passkeys (each is a second factor too). */
  passkeys: z.number().int(),
});
export const oauthOkSchema = z.object({ ok: z.literal(true) });

export type SignInLogPage = z.infer<typeof signInLogPageSchema>;
export type Identities = z.infer<typeof identitiesSchema>;
export type TotpSetup = z.infer<typeof totpSetupSchema>;
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
export type SignInResult = z.infer<typeof signInResultSchema>;
export type SignInSession = z.infer<(typeof signInResultSchema)['options'][0]>;
export type EnrolledSignIn = z.infer<typeof enrolledSignInSchema>;
export type RecoveryCodesResult = z.infer<typeof recoveryCodesSchema>;
export type RedirectUrl = z.infer<typeof redirectUrlSchema>;
