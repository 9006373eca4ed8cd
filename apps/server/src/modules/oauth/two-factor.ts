// Two-factor authentication: TOTP (RFC 6238) with single-use recovery codes, the pending second-factor step of a
// sign-in, enrolment (also forced at sign-in when 2FA is mandatory), and the sign-in log those steps write.
import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { UAParser } from 'ua-parser-js';
import { RECOVERY_CODE_COUNT, TWO_FACTOR_MAX_TRIES, TWO_FACTOR_PENDING_MINUTES, type User } from '@ulak/shared';
import { badRequest, conflict, tooManyRequests } from '../../http/errors.js';
import type { RequestMeta, SignInAttempt, SignInHold } from '../auth/index.js';
import type { SecretBox } from '../../secret-box.js';
import type { OAuthRepo } from './oauth.repo.js';

const MINUTE_MS = 60_000;
const PERIOD = 30;
/** Per user, wrong codes past TWO_FACTOR_MAX_TRIES wait this long after the last one (across sign-in attempts). */
const LOCK_MS = 15 * MINUTE_MS;

export type SessionOpener = (userId: string, meta: RequestMeta) => Promise<{ token: string; user: User; deviceToken?: string }>;
export type MailSender = (mail: { to: string; subject: string; text: string }) => Promise<void>;
/** A device (address and browser) the user signed in from within this many days needs no emailed code. */
const KNOWN_DEVICE_DAYS = 90;

const DEVICE_MAIL = {
  tr: (code: string, device: string) => ({
    subject: `Ulak giriş kodu: ${code}`,
    text: `Yeni bir cihazdan giriş yapılıyor (${device}).\n\nGiriş kodunuz: ${code}\n\nBu kod 5 dakika geçerlidir. Giriş yapan siz değilseniz şifrenizi değiştirin.`,
  }),
  en: (code: string, device: string) => ({
    subject: `Ulak sign-in code: ${code}`,
    text: `Someone is signing in from a new device (${device}).\n\nYour sign-in code: ${code}\n\nIt is valid for 5 minutes. If this was not you, change your password.`,
  }),
};

const RESET_MAIL = {
  tr: (reason: string) => ({
    subject: 'Ulak: iki adımlı doğrulamanız sıfırlandı',
    text: `Platform yöneticisi hesabınızın iki adımlı doğrulamasını sıfırladı: doğrulama uygulaması, kurtarma kodları ve geçiş anahtarları kaldırıldı.\n\nGerekçe: ${reason}\n\nBir sonraki girişte yalnızca şifreniz istenir (çalışma alanınızda zorunluysa yeniden kurmanız istenir). Ayarlar › Güvenlik bölümünden yeniden açabilirsiniz. Bu isteği siz yapmadıysanız hemen şifrenizi değiştirin ve destekle iletişime geçin.`,
  }),
  en: (reason: string) => ({
    subject: 'Ulak: your two-factor authentication was reset',
    text: `The platform administrator reset the two-factor authentication of your account: the authenticator app, recovery codes and passkeys were removed.\n\nReason: ${reason}\n\nYour next sign-in asks only for your password (or asks you to set it up again where your workspace requires it). Turn it back on in Settings › Security. If you did not ask for this, change your password now and contact support.`,
  }),
};

const sha256 = (v: string) => crypto.createHash('sha256').update(v).digest('hex');

// describeDevice turns a user agent into "Chrome 120 · Linux".
export function describeDevice(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const r = new UAParser(userAgent.slice(0, 500)).getResult();
  const browser = [r.browser.name, r.browser.major].filter(Boolean).join(' ');
  const os = [r.os.name, r.os.version].filter(Boolean).join(' ');
  return [browser, os].filter(Boolean).join(' · ') || null;
}

// totpFor builds the TOTP of a base32 secret (SHA-1, 6 digits, 30 s: what every authenticator app reads).
export function totpFor(secret: string, label = 'Ulak'): TOTP {
  return new TOTP({ issuer: 'Ulak', label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

// newRecoveryCode returns a random code like "k7q2m-9xw4d" (50 bits).
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const pick = () => Array.from({ length: 5 }, () => alphabet[crypto.randomInt(alphabet.length)]).join('');
  return `${pick()}-${pick()}`;
}

export type TwoFactorService = ReturnType<typeof twoFactorService>;

// twoFactorService builds the second-factor rules over the repo, the secret box and the session opener.
export function twoFactorService(
  repo: OAuthRepo,
  opts: { secret: string; box: SecretBox; openSession: SessionOpener; country: (ip: string) => Promise<string | null>; sendMail: MailSender },
) {
  const emailCodeHash = (challengeId: string, code: string) =>
    crypto.createHmac('sha256', opts.secret).update(`device:${challengeId}:${code.trim()}`).digest('hex');
  const recoveryHash = (userId: string, code: string) =>
    crypto.createHmac('sha256', opts.secret).update(`recovery:${userId}:${code.trim().toLowerCase()}`).digest('hex');

  // log writes one sign-in attempt with its location (offline lookup) and device
  async function log(a: SignInAttempt & { success: boolean }, meta: RequestMeta) {
    const country = await opts.country(meta.ip).catch(() => null);
    await repo.log({
      workspaceId: a.workspaceId ?? null,
      userId: a.userId ?? null,
      email: a.email?.slice(0, 254) ?? null,
      method: a.method,
      success: a.success,
      reason: a.reason ?? null,
      ip: meta.ip,
      country,
      device: describeDevice(meta.userAgent),
    });
  }

  async function issueRecoveryCodes(userId: string, workspaceId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await repo.replaceRecoveryCodes(
      userId,
      workspaceId,
      codes.map((c) => recoveryHash(userId, c)),
    );
    return codes;
  }

  // pending reads what an enrolment step keeps sealed: the account's email (for the QR label) and the new secret
  function pending(sealed: string | null): { email?: string; secret?: string } {
    if (!sealed) return {};
    try {
      return JSON.parse(opts.box.open(sealed)) as { email?: string; secret?: string };
    } catch {
      return {};
    }
  }

  // setupFor makes a fresh secret with its otpauth URL and QR code
  async function setupFor(email: string) {
    const secret = new Secret({ size: 20 }).base32;
    const otpauthUrl = totpFor(secret, email).toString();
    return { secret, otpauthUrl, qrDataUrl: await (await import('qrcode')).default.toDataURL(otpauthUrl, { margin: 1, width: 220 }) };
  }

  // matchStep returns the time step a code is valid for (±1 step of drift), or undefined
  function matchStep(secret: string, code: string): number | undefined {
    if (!/^\d{6}$/.test(code)) return undefined;
    const delta = totpFor(secret).validate({ token: code, window: 1 });
    if (delta === null) return undefined;
    return Math.floor(Date.now() / 1000 / PERIOD) + delta;
  }

  // checkCode accepts a fresh TOTP code (each step once, when the app is on) or an unused recovery code (issued with
  // the app or the first passkey)
  async function checkCode(userId: string, code: string): Promise<boolean> {
    const tf = await repo.twoFactor(userId);
    if (tf?.enabledAt) {
      const step = matchStep(opts.box.open(tf.secretSealed), code.trim());
      if (step !== undefined) return repo.useStep(userId, step);
    }
    return repo.useRecoveryCode(userId, recoveryHash(userId, code));
  }

  // lockedOut throws 429 while a user's wrong codes are inside the lock window
  async function lockedOut(userId: string) {
    const tf = await repo.twoFactor(userId);
    if (!tf?.lastFailureAt || tf.failures < TWO_FACTOR_MAX_TRIES) return;
    const until = tf.lastFailureAt.getTime() + LOCK_MS;
    if (until > Date.now()) throw tooManyRequests(Math.ceil((until - Date.now()) / 1000));
  }

  // liveChallenge finds a pending sign-in by its token or answers 400
  async function liveChallenge(pendingToken: string) {
    const ch = await repo.liveChallenge(sha256(pendingToken));
    if (!ch) throw badRequest('TWO_FACTOR_PENDING_INVALID');
    if (ch.attempts >= TWO_FACTOR_MAX_TRIES) throw badRequest('TWO_FACTOR_TOO_MANY_TRIES');
    return ch;
  }

  // wrongCode counts a wrong code on the challenge and the user, logs it and throws (429 once past the limit)
  async function wrongCode(
    ch: { id: string; userId: string; workspaceId: string; method: string },
    meta: RequestMeta,
    refusal: { reason: string; code: 'TWO_FACTOR_CODE_INVALID' | 'PASSKEY_INVALID' | 'PASSKEY_COUNTER' } = {
      reason: 'two_factor_invalid',
      code: 'TWO_FACTOR_CODE_INVALID',
    },
  ): Promise<never> {
    const attempts = await repo.addChallengeAttempt(ch.id);
    await repo.addTwoFactorFailure(ch.userId, ch.workspaceId);
    await log({ userId: ch.userId, workspaceId: ch.workspaceId, method: ch.method, success: false, reason: refusal.reason }, meta);
    if (attempts >= TWO_FACTOR_MAX_TRIES) throw tooManyRequests(Math.ceil(LOCK_MS / 1000));
    throw badRequest(refusal.code);
  }

  // finish closes a held sign-in whose second factor was right: the session opens and the success is logged
  async function finish(ch: { id: string; userId: string; workspaceId: string; method: string }, meta: RequestMeta) {
    if (!(await repo.useChallenge(ch.id))) throw badRequest('TWO_FACTOR_PENDING_INVALID');
    const session = await opts.openSession(ch.userId, meta);
    await log({ userId: ch.userId, workspaceId: ch.workspaceId, email: session.user.email, method: ch.method, success: true }, meta);
    return session;
  }

  return {
    log,
    liveChallenge,
    lockedOut,
    wrongCode,
    finish,
    issueRecoveryCodes,
    recoveryCodesLeft: (userId: string) => repo.recoveryCodesLeft(userId),

    /**
     * Holds a sign-in for its second factor (enrol: 2FA is mandatory and the user has none yet). `passkeys` is how
     * many passkeys the user has: with no authenticator app the step is a passkey's (or a recovery code).
     */
    async hold(user: User, method: string, enrol: boolean, passkeys = 0): Promise<SignInHold> {
      const pendingToken = crypto.randomBytes(32).toString('base64url');
      await repo.insertChallenge({
        tokenHash: sha256(pendingToken),
        userId: user.id,
        workspaceId: user.workspaceId,
        method,
        enrol,
        pendingSecretSealed: enrol ? opts.box.seal(JSON.stringify({ email: user.email })) : null,
        expiresAt: new Date(Date.now() + TWO_FACTOR_PENDING_MINUTES * MINUTE_MS),
      });
      const factor = !enrol && passkeys > 0 && !(await repo.twoFactor(user.id))?.enabledAt ? 'passkey' : 'totp';
      return { status: 'two_factor_required', pendingToken, enrol, factor, passkey: !enrol && passkeys > 0, expiresInSeconds: TWO_FACTOR_PENDING_MINUTES * 60 };
    },

    /** Whether this address and browser already signed in to the account recently (no emailed code needed). */
    async knownDevice(userId: string, meta: RequestMeta): Promise<boolean> {
      return repo.knownDevice(userId, meta.ip, describeDevice(meta.userAgent), new Date(Date.now() - KNOWN_DEVICE_DAYS * 24 * 60 * MINUTE_MS));
    },

    /** Holds a sign-in from a new device for a 6-digit code mailed to the account's address. */
    async holdForEmail(user: User, method: string, meta: RequestMeta): Promise<SignInHold> {
      const pendingToken = crypto.randomBytes(32).toString('base64url');
      const id = crypto.randomUUID();
      const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
      await repo.insertChallenge({
        id,
        tokenHash: sha256(pendingToken),
        userId: user.id,
        workspaceId: user.workspaceId,
        method,
        enrol: false,
        factor: 'email',
        codeHash: emailCodeHash(id, code),
        expiresAt: new Date(Date.now() + TWO_FACTOR_PENDING_MINUTES * MINUTE_MS),
      });
      const device = describeDevice(meta.userAgent) ?? meta.ip;
      await opts.sendMail({ to: user.email, ...DEVICE_MAIL[user.language](code, `${device}, ${meta.ip}`) });
      return { status: 'two_factor_required', pendingToken, enrol: false, factor: 'email', passkey: false, expiresInSeconds: TWO_FACTOR_PENDING_MINUTES * 60 };
    },

    async enabled(userId: string): Promise<boolean> {
      return !!(await repo.twoFactor(userId))?.enabledAt;
    },

    /** Completes a held sign-in with a TOTP or recovery code; rate limited per challenge and per user. */
    async verify(pendingToken: string, code: string, meta: RequestMeta) {
      const ch = await liveChallenge(pendingToken);
      if (ch.enrol) throw badRequest('TWO_FACTOR_NOT_SET_UP');
      await lockedOut(ch.userId);
      const ok =
        ch.factor === 'email'
          ? !!ch.codeHash && /^\d{6}$/.test(code.trim()) && crypto.timingSafeEqual(Buffer.from(ch.codeHash), Buffer.from(emailCodeHash(ch.id, code)))
          : await checkCode(ch.userId, code);
      if (!ok) return wrongCode(ch, meta);
      return finish(ch, meta);
    },

    /** Starts the enrolment a mandatory-2FA sign-in asks for: a secret kept on the pending step, its QR code. */
    async enrolStart(pendingToken: string) {
      const ch = await liveChallenge(pendingToken);
      if (!ch.enrol) throw conflict('TWO_FACTOR_ALREADY_ENABLED');
      const label = pending(ch.pendingSecretSealed).email ?? 'Ulak';
      const setup = await setupFor(label);
      await repo.updateChallenge(ch.id, { pendingSecretSealed: opts.box.seal(JSON.stringify({ email: label, secret: setup.secret })) });
      return setup;
    },

    /** Finishes a mandatory enrolment with a first code: turns TOTP on, opens the session, returns the recovery codes once. */
    async enrolConfirm(pendingToken: string, code: string, meta: RequestMeta) {
      const ch = await liveChallenge(pendingToken);
      const secret = pending(ch.pendingSecretSealed).secret;
      if (!ch.enrol || !secret) throw badRequest('TWO_FACTOR_NOT_SET_UP');
      const step = matchStep(secret, code);
      if (step === undefined) {
        const attempts = await repo.addChallengeAttempt(ch.id);
        await log({ userId: ch.userId, workspaceId: ch.workspaceId, method: ch.method, success: false, reason: 'two_factor_invalid' }, meta);
        if (attempts >= TWO_FACTOR_MAX_TRIES) throw tooManyRequests(Math.ceil(LOCK_MS / 1000));
        throw badRequest('TWO_FACTOR_CODE_INVALID');
      }
      if (!(await repo.useChallenge(ch.id))) throw badRequest('TWO_FACTOR_PENDING_INVALID');
      await repo.saveTwoFactor({
        userId: ch.userId,
        workspaceId: ch.workspaceId,
        secretSealed: opts.box.seal(secret),
        enabledAt: new Date(),
        lastStep: step,
        failures: 0,
      });
      const recoveryCodes = await issueRecoveryCodes(ch.userId, ch.workspaceId);
      const session = await opts.openSession(ch.userId, meta);
      await log({ userId: ch.userId, workspaceId: ch.workspaceId, email: session.user.email, method: ch.method, success: true }, meta);
      return { ...session, recoveryCodes };
    },

    /** Starts (or restarts) enrolment from the signed-in security tab. */
    async setup(user: User) {
      const existing = await repo.twoFactor(user.id);
      if (existing?.enabledAt) throw conflict('TWO_FACTOR_ALREADY_ENABLED');
      const setup = await setupFor(user.email);
      await repo.saveTwoFactor({
        userId: user.id,
        workspaceId: user.workspaceId,
        secretSealed: opts.box.seal(setup.secret),
        enabledAt: null,
        lastStep: 0,
        failures: 0,
      });
      return setup;
    },

    /** Turns TOTP on with a first valid code; answers the ten recovery codes (shown once). */
    async enable(user: User, code: string) {
      const tf = await repo.twoFactor(user.id);
      if (!tf?.secretSealed) throw badRequest('TWO_FACTOR_NOT_SET_UP');
      if (tf.enabledAt) throw conflict('TWO_FACTOR_ALREADY_ENABLED');
      await lockedOut(user.id);
      const step = matchStep(opts.box.open(tf.secretSealed), code);
      if (step === undefined) {
        await repo.addTwoFactorFailure(user.id, user.workspaceId);
        throw badRequest('TWO_FACTOR_CODE_INVALID');
      }
      await repo.updateTwoFactor(user.id, { enabledAt: new Date(), lastStep: step, failures: 0 });
      return { recoveryCodes: await issueRecoveryCodes(user.id, user.workspaceId) };
    },

    /**
     * Turns TOTP off with a current code or a recovery code; refused while 2FA is mandatory for the user and no
     * passkey would remain as the second factor (the recovery codes stay while passkeys do).
     */
    async disable(user: User, code: string, mandatory: boolean) {
      const passkeys = await repo.countPasskeys(user.id);
      if (mandatory && passkeys === 0) throw conflict('TWO_FACTOR_MANDATORY');
      const tf = await repo.twoFactor(user.id);
      if (!tf?.enabledAt) throw badRequest('TWO_FACTOR_NOT_ENABLED');
      await lockedOut(user.id);
      if (!(await checkCode(user.id, code))) {
        await repo.addTwoFactorFailure(user.id, user.workspaceId);
        throw badRequest('TWO_FACTOR_CODE_INVALID');
      }
      await repo.removeTwoFactor(user.id, passkeys > 0);
    },

    async status(userId: string) {
      const [tf, passkeys] = await Promise.all([repo.twoFactor(userId), repo.countPasskeys(userId)]);
      const any = !!tf?.enabledAt || passkeys > 0;
      return { enabled: !!tf?.enabledAt, recoveryCodesLeft: any ? await repo.recoveryCodesLeft(userId) : 0, passkeys };
    },

    /**
     * The platform admin's reset of a user's second factors (a user who lost their phone and codes): removes the
     * authenticator app, recovery codes and passkeys, records who did it and why, and mails the user.
     */
    async reset(target: User, admin: User, reason: string, meta: RequestMeta) {
      const removed = await repo.resetSecondFactors(target.id, { workspaceId: target.workspaceId, adminId: admin.id, reason, ip: meta.ip });
      await opts.sendMail({ to: target.email, ...RESET_MAIL[target.language](reason) });
      return { reset: true as const, removed };
    },
  };
}
