// Passkeys (WebAuthn, @simplewebauthn/server): registered in the security tab, used as the second factor after the
// password, or to sign in without one. Challenges are single use and expire; the signature counter must move forward.
import net from 'node:net';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransportFuture,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import {
  PASSKEY_SIGN_IN_PER_IP,
  PASSKEYS_MAX,
  WEBAUTHN_CHALLENGE_MINUTES,
  type Passkey,
  type PasskeyRegistered,
  type User,
  type authenticationResponseSchema,
  type registrationResponseSchema,
} from '@ulak/shared';
import type { z } from 'zod';
import { AppError, badRequest, conflict } from '../../http/errors.js';
import type { RequestMeta } from '../auth/index.js';
import type { OAuthRepo, PasskeyRow, WebauthnChallengeRow } from './oauth.repo.js';
import type { TwoFactorService } from './two-factor.js';

type RegistrationResponse = z.infer<typeof registrationResponseSchema>;
type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>;
type Session = Awaited<ReturnType<TwoFactorService['finish']>>;

const MINUTE_MS = 60_000;
const TIMEOUT_MS = WEBAUTHN_CHALLENGE_MINUTES * MINUTE_MS;

// passkeyView is the public shape of a stored passkey.
function passkeyView(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    deviceType: row.deviceType,
    backedUp: row.backedUp,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

// clientChallenge reads the challenge the browser signed from clientDataJSON (undefined when unreadable).
function clientChallenge(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge.length <= 200 ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}

export type PasskeyService = ReturnType<typeof passkeyService>;

// passkeyService builds the WebAuthn ceremonies over the repo, the relying party (from the public URL) and the
// two-factor service's pending steps, per-user lock and sign-in log.
export function passkeyService(
  repo: OAuthRepo,
  opts: {
    publicUrl: string;
    twoFactor: TwoFactorService;
    /** Opens a session for a user who signed in with a passkey alone (the auth module's sign-in policies run). */
    openSession: (userId: string, meta: RequestMeta) => Promise<Session>;
    /** The workspace sign-in rules a password-less sign-in still passes (address restriction); throws to refuse. */
    admitWithoutPassword: (user: User, meta: RequestMeta) => Promise<void>;
    userById: (id: string) => Promise<User | undefined>;
    /** Counts one password-less ceremony for an address; throws 429 past the limit. */
    throttle: (key: string) => Promise<void>;
  },
) {
  const origin = new URL(opts.publicUrl).origin;
  const rpID = new URL(opts.publicUrl).hostname;
  // an IP address cannot be a WebAuthn relying party id: passkeys need the product on a domain name (localhost counts)
  const available = net.isIP(rpID.replace(/^\[|\]$/g, '')) === 0;
  const { twoFactor } = opts;

  const requireAvailable = () => {
    if (!available) throw badRequest('PASSKEY_UNAVAILABLE');
  };
  const newChallenge = async (row: Omit<Parameters<OAuthRepo['insertWebauthnChallenge']>[0], 'expiresAt'>) =>
    repo.insertWebauthnChallenge({ ...row, expiresAt: new Date(Date.now() + TIMEOUT_MS) });

  // take returns the expectedChallenge check of a ceremony: the challenge is used up the first time it is looked at
  const take = (purpose: WebauthnChallengeRow['purpose'], who: { userId?: string; pendingId?: string }) => async (challenge: string) =>
    !!(await repo.takeWebauthnChallenge(challenge, purpose, who));

  const descriptor = (p: PasskeyRow) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransportFuture[] });

  // verifyAssertion checks a signed assertion against a stored passkey and moves its counter forward; the reason why
  // not otherwise (challenge, signature, counter)
  async function verifyAssertion(
    response: AuthenticationResponse,
    key: PasskeyRow,
    expectedChallenge: (challenge: string) => Promise<boolean>,
    requireUserVerification: boolean,
  ): Promise<'ok' | 'passkey_challenge' | 'passkey_invalid' | 'passkey_counter'> {
    let challengeTaken = false;
    try {
      const result = await verifyAuthenticationResponse({
        response: response as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
        expectedChallenge: async (c) => (challengeTaken = await expectedChallenge(c)),
        expectedOrigin: origin,
        expectedRPID: rpID,
        // the stored counter is compared below, after the signature, so a forged assertion cannot pose as a clone
        credential: { id: key.credentialId, publicKey: isoBase64URL.toBuffer(key.publicKey), counter: 0, transports: descriptor(key).transports },
        requireUserVerification,
      });
      if (!result.verified) return 'passkey_invalid';
      return (await repo.usePasskey(key.id, result.authenticationInfo.newCounter)) ? 'ok' : 'passkey_counter';
    } catch {
      return challengeTaken ? 'passkey_invalid' : 'passkey_challenge';
    }
  }

  return {
    available,

    async list(userId: string) {
      return { available, passkeys: (await repo.passkeysOf(userId)).map(passkeyView) };
    },

    /** Registration options for the signed-in user (their existing passkeys excluded); the challenge is stored. */
    async registrationOptions(user: User) {
      requireAvailable();
      const existing = await repo.passkeysOf(user.id);
      if (existing.length >= PASSKEYS_MAX) throw badRequest('PASSKEY_LIMIT');
      const options = await generateRegistrationOptions({
        rpName: 'Ulak',
        rpID,
        userName: user.email,
        userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.email,
        userID: new TextEncoder().encode(user.id),
        timeout: TIMEOUT_MS,
        attestationType: 'none',
        excludeCredentials: existing.map(descriptor),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
        supportedAlgorithmIDs: [-7, -8, -257],
      });
      await newChallenge({ challenge: options.challenge, purpose: 'register', userId: user.id, workspaceId: user.workspaceId });
      return options;
    },

    /**
     * Verifies a registration and stores the passkey. The first second factor of an account without recovery codes
     * also issues them (shown once), so losing the passkey does not lock the owner out.
     */
    async register(user: User, response: RegistrationResponse, name: string | undefined): Promise<PasskeyRegistered> {
      requireAvailable();
      if ((await repo.countPasskeys(user.id)) >= PASSKEYS_MAX) throw badRequest('PASSKEY_LIMIT');
      let info;
      let challengeTaken = false;
      try {
        const result = await verifyRegistrationResponse({
          response: response as Parameters<typeof verifyRegistrationResponse>[0]['response'],
          expectedChallenge: async (c) => (challengeTaken = await take('register', { userId: user.id })(c)),
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: false,
        });
        info = result.verified ? result.registrationInfo : undefined;
      } catch {
        info = undefined;
      }
      if (!info) throw badRequest(challengeTaken ? 'PASSKEY_INVALID' : 'PASSKEY_CHALLENGE_INVALID');
      const row = await repo.insertPasskey({
        workspaceId: user.workspaceId,
        userId: user.id,
        credentialId: info.credential.id,
        publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
        counter: info.credential.counter,
        transports: (response.response.transports ?? []).slice(0, 10),
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        aaguid: info.aaguid,
        name: name ?? `Passkey ${new Date().toISOString().slice(0, 10)}`,
      });
      if (!row) throw conflict('PASSKEY_EXISTS');
      const recoveryCodes = (await twoFactor.recoveryCodesLeft(user.id)) === 0 ? await twoFactor.issueRecoveryCodes(user.id, user.workspaceId) : null;
      return { passkey: passkeyView(row), recoveryCodes };
    },

    async rename(userId: string, id: string, name: string): Promise<Passkey> {
      const row = await repo.renamePasskey(userId, id, name);
      if (!row) throw new AppError(404, 'PASSKEY_NOT_FOUND');
      return passkeyView(row);
    },

    /**
     * Removes a passkey. The last second factor of a user for whom 2FA is mandatory stays; removing the last passkey
     * of a user without an authenticator app also retires the recovery codes it came with.
     */
    async remove(userId: string, id: string, mandatory: boolean) {
      const keys = await repo.passkeysOf(userId);
      if (!keys.some((k) => k.id === id)) throw new AppError(404, 'PASSKEY_NOT_FOUND');
      const totp = await twoFactor.status(userId);
      if (keys.length === 1 && !totp.enabled && mandatory) throw conflict('TWO_FACTOR_MANDATORY');
      await repo.deletePasskey(userId, id);
      if (keys.length === 1 && !totp.enabled) await repo.removeRecoveryCodes(userId);
    },

    /** Options for the second factor of a held sign-in: only that user's passkeys are allowed. */
    async secondFactorOptions(pendingToken: string) {
      requireAvailable();
      const ch = await twoFactor.liveChallenge(pendingToken);
      if (ch.enrol || ch.factor === 'email') throw badRequest('TWO_FACTOR_PENDING_INVALID');
      await twoFactor.lockedOut(ch.userId);
      const keys = await repo.passkeysOf(ch.userId);
      if (!keys.length) throw badRequest('PASSKEY_UNKNOWN');
      const options = await generateAuthenticationOptions({ rpID, timeout: TIMEOUT_MS, allowCredentials: keys.map(descriptor), userVerification: 'preferred' });
      await newChallenge({ challenge: options.challenge, purpose: 'second_factor', userId: ch.userId, workspaceId: ch.workspaceId, pendingId: ch.id });
      return options;
    },

    /** Finishes a held sign-in with a passkey; wrong answers count like wrong codes (per step and per user). */
    async secondFactor(pendingToken: string, response: AuthenticationResponse, meta: RequestMeta) {
      requireAvailable();
      const ch = await twoFactor.liveChallenge(pendingToken);
      if (ch.enrol || ch.factor === 'email') throw badRequest('TWO_FACTOR_PENDING_INVALID');
      await twoFactor.lockedOut(ch.userId);
      const key = await repo.passkeyByCredential(response.id);
      if (!key || key.userId !== ch.userId) return twoFactor.wrongCode(ch, meta, { reason: 'passkey_unknown', code: 'PASSKEY_INVALID' });
      const outcome = await verifyAssertion(response, key, take('second_factor', { userId: ch.userId, pendingId: ch.id }), false);
      if (outcome === 'passkey_challenge') throw badRequest('PASSKEY_CHALLENGE_INVALID');
      if (outcome !== 'ok')
        return twoFactor.wrongCode(ch, meta, { reason: outcome, code: outcome === 'passkey_counter' ? 'PASSKEY_COUNTER' : 'PASSKEY_INVALID' });
      return twoFactor.finish(ch, meta);
    },

    /** Options for a password-less sign-in: any passkey of this site (discoverable), user verification required. */
    async signInOptions(meta: RequestMeta) {
      requireAvailable();
      await opts.throttle(`passkey:ip:${meta.ip}`);
      const options = await generateAuthenticationOptions({ rpID, timeout: TIMEOUT_MS, userVerification: 'required' });
      await newChallenge({ challenge: options.challenge, purpose: 'sign_in' });
      return options;
    },

    /**
     * Signs in with a passkey alone. A passkey with user verification is two factors in one (the device and its PIN
     * or biometric), so no second step follows; the workspace's address restriction still applies. Every outcome
     * is in the sign-in log.
     */
    async signIn(response: AuthenticationResponse, meta: RequestMeta) {
      requireAvailable();
      const refuse = async (
        reason: string,
        code: 'PASSKEY_INVALID' | 'PASSKEY_UNKNOWN' | 'PASSKEY_COUNTER' | 'PASSKEY_CHALLENGE_INVALID',
        key?: PasskeyRow,
      ) => {
        await twoFactor.log({ method: 'passkey', success: false, reason, userId: key?.userId, workspaceId: key?.workspaceId }, meta);
        throw badRequest(code);
      };
      const challenge = clientChallenge(response.response.clientDataJSON);
      const key = await repo.passkeyByCredential(response.id);
      if (!key) {
        // the challenge is used up all the same, so an unknown key cannot be retried against it
        if (challenge) await repo.takeWebauthnChallenge(challenge, 'sign_in', {});
        return refuse('passkey_unknown', 'PASSKEY_UNKNOWN');
      }
      const outcome = await verifyAssertion(response, key, take('sign_in', {}), true);
      if (outcome === 'passkey_challenge') return refuse(outcome, 'PASSKEY_CHALLENGE_INVALID', key);
      if (outcome !== 'ok') return refuse(outcome, outcome === 'passkey_counter' ? 'PASSKEY_COUNTER' : 'PASSKEY_INVALID', key);
      const user = await opts.userById(key.userId);
      if (!user) return refuse('passkey_unknown', 'PASSKEY_UNKNOWN', key);
      await opts.admitWithoutPassword(user, meta);
      const session = await opts.openSession(user.id, meta);
      await twoFactor.log({ userId: user.id, workspaceId: user.workspaceId, email: user.email, method: 'passkey', success: true }, meta);
      return session;
    },
  };
}

/** The fixed window of password-less ceremonies per address (ten minutes). */
export const PASSKEY_THROTTLE = { windowMs: 10 * MINUTE_MS, max: PASSKEY_SIGN_IN_PER_IP };
