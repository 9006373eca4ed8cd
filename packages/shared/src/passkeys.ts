// The contract of passkeys (WebAuthn): registering one in the security tab, using it as the second factor of a
// sign-in or to sign in without a password, and the platform admin's reset of a user's second factors.
import { z } from 'zod';
import { userSchema } from './auth.js';

/** A user keeps at most this many passkeys. */
export const PASSKEYS_MAX = 10;
/** A WebAuthn challenge is valid this long (and once). */
export const WEBAUTHN_CHALLENGE_MINUTES = 5;
/** Password-less sign-in ceremonies started per address in a ten-minute window. */
export const PASSKEY_SIGN_IN_PER_IP = 30;

const b64url = (max: number) =>
  z
    .string('v.invalid')
    .max(max, 'v.invalid')
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, 'v.invalid');
const transports = z.array(z.string().max(20)).max(10);
/** The browser's extension outputs (credProps, prf…): kept as an object, whatever the browser adds. */
const extensionResults = z
  .unknown()
  .transform((v): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}));

/** The fields every WebAuthn credential answer has. */
const credentialBase = z.object({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key', 'v.invalid'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResults,
});

/** What `navigator.credentials.create()` answered, as @simplewebauthn/browser serialises it. */
export const registrationResponseSchema = credentialBase.extend({
  response: z.object({
    clientDataJSON: b64url(4000),
    attestationObject: b64url(16000),
    authenticatorData: b64url(8000).optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url(4000).optional(),
  }),
});

/** What `navigator.credentials.get()` answered. */
export const authenticationResponseSchema = credentialBase.extend({
  response: z.object({
    clientDataJSON: b64url(4000),
    authenticatorData: b64url(8000),
    signature: b64url(2000),
    userHandle: b64url(200).optional(),
  }),
});

const descriptor = z.object({ id: z.string(), type: z.literal('public-key'), transports: transports.optional() });

/** PublicKeyCredentialCreationOptionsJSON (the browser library turns it into the create() call). */
export const registrationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ type: z.literal('public-key'), alg: z.number() })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(descriptor).optional(),
  authenticatorSelection: z.unknown().optional(),
  hints: z.array(z.string()).optional(),
  attestation: z.string().optional(),
  attestationFormats: z.array(z.string()).optional(),
  extensions: z.unknown().optional(),
});

/** PublicKeyCredentialRequestOptionsJSON. */
export const authenticationOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(descriptor).optional(),
  userVerification: z.string().optional(),
  hints: z.array(z.string()).optional(),
  extensions: z.unknown().optional(),
});

export const passkeyNameSchema = z.string('v.required').trim().min(1, 'v.required').max(60, 'v.tooLong');

export const registerPasskeySchema = z.strictObject({ response: registrationResponseSchema, name: passkeyNameSchema.optional() });
export const renamePasskeySchema = z.strictObject({ name: passkeyNameSchema });
export const passkeySecondFactorOptionsSchema = z.strictObject({ pendingToken: z.string().min(1).max(200) });
export const passkeySecondFactorSchema = z.strictObject({ pendingToken: z.string().min(1).max(200), response: authenticationResponseSchema });
export const passkeySignInSchema = z.strictObject({ response: authenticationResponseSchema });
export const passkeyIdParamsSchema = z.object({ id: z.uuid('v.invalid') });

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** multiDevice: a synced passkey (e.g. in a password manager); singleDevice: bound to one authenticator. */
  deviceType: z.enum(['singleDevice', 'multiDevice']),
  backedUp: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeysSchema = z.object({
  /** false when the product's public address is not a domain name (an IP address cannot be a WebAuthn RP ID). */
  available: z.boolean(),
  passkeys: z.array(passkeySchema),
});
export type PasskeyList = z.infer<typeof passkeysSchema>;

/** A registered passkey; recovery codes only when this first second factor issued them (shown once). */
export const passkeyRegisteredSchema = z.object({ passkey: passkeySchema, recoveryCodes: z.array(z.string()).nullable() });
export type PasskeyRegistered = z.infer<typeof passkeyRegisteredSchema>;

/** A password-less sign-in: a session, as the login answers it. */
export const passkeySessionSchema = z.object({ token: z.string(), user: userSchema, deviceToken: z.string().optional() });

/** POST /api/admin/users/{id}/two-factor/reset: why (kept with the record and mailed to the user). */
export const resetTwoFactorSchema = z.strictObject({ reason: z.string('v.required').trim().min(3, 'v.reasonLength').max(500, 'v.reasonLength') });
export const twoFactorResetSchema = z.object({
  reset: z.literal(true),
  removed: z.object({ totp: z.boolean(), recoveryCodes: z.number().int(), passkeys: z.number().int() }),
});
export type TwoFactorResetResult = z.infer<typeof twoFactorResetSchema>;
export const userIdParamsSchema = z.object({ id: z.uuid('v.invalid') });
