// HTTP routes of third-party sign-in, two-factor authentication, sign-in security and the management screen.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  authResultSchema,
  authenticationOptionsSchema,
  passkeyIdParamsSchema,
  passkeyRegisteredSchema,
  passkeySchema,
  passkeySecondFactorOptionsSchema,
  passkeySecondFactorSchema,
  passkeySessionSchema,
  passkeySignInSchema,
  passkeysSchema,
  registerPasskeySchema,
  registrationOptionsSchema,
  renamePasskeySchema,
  resetTwoFactorSchema,
  twoFactorResetSchema,
  userIdParamsSchema,
  confirmEnrolSchema,
  confirmLinkSchema,
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  enabledProvidersSchema,
  enrolledSignInSchema,
  identitiesSchema,
  linkConfirmedSchema,
  oauthOkSchema,
  oauthStatsSchema,
  pendingTokenSchema,
  platformSignInSecuritySchema,
  providerConfigSchema,
  providerConfigsSchema,
  providerParamsSchema,
  providerPathSchema,
  recoveryCodesSchema,
  redirectUrlSchema,
  signInLogPageSchema,
  signInLogQuerySchema,
  signInSecuritySchema,
  startLinkSchema,
  toggleProviderSchema,
  totpSetupSchema,
  twoFactorStatusSchema,
  updateProviderConfigSchema,
  updateSignInSecuritySchema,
  verifyTwoFactorSchema,
  SIGN_IN_PROVIDERS,
  type Answer,
} from '@ulak/shared';
import { redirectResponse } from '@ulak/shared/responses';
import { requestLanguage } from '../../http/error-handler.js';
import { session } from '../../http/auth-guard.js';
import type { RequestMeta } from '../auth/index.js';
import { AppError } from '../../http/errors.js';
import type { OAuthService } from './oauth.service.js';
import type { PasskeyService } from './passkeys.js';
import { ProviderError } from './providers.js';
import type { TwoFactorService } from './two-factor.js';

const tags = ['oauth'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };
const security = [{ bearer: [] }];
const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  user: z.string().max(2000).optional(),
});

const meta = (req: FastifyRequest): RequestMeta => ({ ip: req.ip, userAgent: req.headers['user-agent'], language: requestLanguage(req) });

type Services = { oauth: OAuthService; twoFactor: TwoFactorService; passkeys: PasskeyService };

// publicRoutes: starting a provider sign-in, its callback (GET and Apple's form_post), the enabled providers and the
// second-factor step of a sign-in (each checks its own one-time credential).
export function publicRoutes({ oauth, twoFactor, passkeys }: Services) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/auth/oauth/:provider',
      {
        schema: {
          tags,
          summary: "Start third-party sign-in with the browser's random state: a fresh attempt (state, nonce, PKCE) and a redirect to the provider",
          params: providerPathSchema,
          querystring: z.object({ state: z.string().max(200).optional() }),
          response: { 302: redirectResponse("the provider's authorization endpoint, or /login?error=oauth_failed") },
        },
      },
      async (req, reply) => {
        const browserState = req.query.state;
        if (!browserState || browserState.length < 16) return reply.redirect(oauth.failUrl('state_invalid'));
        try {
          return reply.redirect(await oauth.start(req.params.provider, browserState));
        } catch (err) {
          if (!(err instanceof ProviderError)) throw err;
          await twoFactor.log({ method: req.params.provider, success: false, reason: err.reason }, meta(req));
          return reply.redirect(oauth.failUrl(err.reason));
        }
      },
    );

    r.get(
      '/api/auth/oauth/:provider/callback',
      {
        schema: {
          tags,
          summary: "The provider's return: signs in, registers or refuses, then redirects to /oauth/callback",
          params: providerPathSchema,
          querystring: callbackQuery,
          response: { 302: redirectResponse('/oauth/callback or /login?error=oauth_failed') },
        },
      },
      async (req, reply) => reply.redirect(await oauth.callback(req.params.provider, req.query, meta(req))),
    );

    r.post(
      '/api/auth/oauth/:provider/callback',
      {
        schema: {
          tags,
          summary: "Apple's form_post return (code, state, user as a form body)",
          params: providerPathSchema,
          body: callbackQuery,
          response: { 303: redirectResponse('/oauth/callback or /login?error=oauth_failed') },
        },
      },
      async (req, reply) => reply.redirect(await oauth.callback(req.params.provider, req.body, meta(req)), 303),
    );

    r.get(
      '/api/oauth/providers/enabled',
      {
        schema: { tags, summary: 'The providers the sign-in pages show a button for (enabled and configured)', response: { 200: enabledProvidersSchema } },
      },
      async () => ({ providers: await oauth.enabledProviders() }),
    );

    r.post(
      '/api/oauth/2fa/verify',
      {
        schema: {
          tags,
          summary: 'Finish a held sign-in with a TOTP or recovery code (5 wrong codes end it; per-user lock 15 minutes)',
          body: verifyTwoFactorSchema,
          response: { 200: authResultSchema, ...errors },
        },
      },
      async (req) => twoFactor.verify(req.body.pendingToken, req.body.code, meta(req)),
    );

    r.post(
      '/api/oauth/2fa/enrol/start',
      {
        schema: {
          tags,
          summary: 'Mandatory 2FA: start enrolment during sign-in (secret, otpauth URL, QR code)',
          body: pendingTokenSchema,
          response: { 200: totpSetupSchema, ...errors },
        },
      },
      async (req) => twoFactor.enrolStart(req.body.pendingToken),
    );

    r.post(
      '/api/oauth/2fa/enrol/confirm',
      {
        schema: {
          tags,
          summary: 'Mandatory 2FA: confirm enrolment with a first code; signs in and returns the recovery codes once',
          body: confirmEnrolSchema,
          response: { 200: enrolledSignInSchema, ...errors },
        },
      },
      async (req) => twoFactor.enrolConfirm(req.body.pendingToken, req.body.code, meta(req)),
    );

    r.post(
      '/api/oauth/2fa/passkey/options',
      {
        schema: {
          tags,
          summary: "A held sign-in's passkey step: WebAuthn request options for that user's passkeys (single-use challenge, 5 minutes)",
          body: passkeySecondFactorOptionsSchema,
          response: { 200: authenticationOptionsSchema, ...errors },
        },
      },
      async (req) => passkeys.secondFactorOptions(req.body.pendingToken),
    );

    r.post(
      '/api/oauth/2fa/passkey/verify',
      {
        schema: {
          tags,
          summary: 'Finish a held sign-in with a passkey assertion (wrong ones count like wrong codes; the counter must move forward)',
          body: passkeySecondFactorSchema,
          response: { 200: authResultSchema, ...errors },
        },
      },
      async (req) => passkeys.secondFactor(req.body.pendingToken, req.body.response, meta(req)),
    );

    r.post(
      '/api/oauth/passkeys/sign-in/options',
      {
        schema: {
          tags,
          summary: 'Password-less sign-in: WebAuthn request options for any passkey of this site (30 per address in 10 minutes)',
          response: { 200: authenticationOptionsSchema, ...errors },
        },
      },
      async (req) => passkeys.signInOptions(meta(req)),
    );

    r.post(
      '/api/oauth/passkeys/sign-in',
      {
        schema: {
          tags,
          summary: 'Password-less sign-in with a passkey assertion (user verification required): a session; the IP restriction applies',
          body: passkeySignInSchema,
          response: { 200: passkeySessionSchema, ...errors },
        },
      },
      async (req) => passkeys.signIn(req.body.response, meta(req)),
    );
  };
}

// authenticatedRoutes: the management screen's figures, logs and workspace security; the user's own providers and 2FA.
export function authenticatedRoutes({ oauth, twoFactor, passkeys }: Services) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/oauth/stats',
      {
        schema: {
          tags,
          security,
          summary: 'Providers, analytics, security and recent logs (workspace-scoped; platform-wide for the platform admin)',
          response: { 200: oauthStatsSchema, ...errors },
        },
      },
      async (req) => oauth.stats(session(req).user, session(req).workspaceId),
    );

    r.get(
      '/api/oauth/logs',
      {
        schema: { tags, security, summary: 'Sign-in log, newest first', querystring: signInLogQuerySchema, response: { 200: signInLogPageSchema, ...errors } },
      },
      async (req) => oauth.logs(session(req).user, session(req).workspaceId, req.query),
    );

    r.get(
      '/api/oauth/security',
      {
        schema: { tags, security, summary: "The workspace's sign-in security", response: { 200: signInSecuritySchema, ...errors } },
      },
      async (req) => oauth.security(session(req).workspaceId),
    );

    r.put(
      '/api/oauth/security',
      {
        schema: {
          tags,
          security,
          summary: "Change the workspace's sign-in security (owners and admins; refuses an IP list without the caller's address)",
          body: updateSignInSecuritySchema,
          response: { 200: signInSecuritySchema, ...errors },
        },
      },
      async (req) => {
        const { user, workspaceId } = session(req);
        await oauth.assertManager(workspaceId, user);
        return oauth.updateSecurity(workspaceId, req.body, req.ip);
      },
    );

    r.get(
      '/api/oauth/identities',
      {
        schema: { tags, security, summary: "The signed-in user's linked providers", response: { 200: identitiesSchema, ...errors } },
      },
      async (req) => oauth.identities(session(req).user.id),
    );

    r.post(
      '/api/oauth/identities/:provider/link',
      {
        schema: {
          tags,
          security,
          summary: 'Start linking a provider to the signed-in account: the URL to send the browser to',
          params: providerPathSchema,
          body: startLinkSchema,
          response: { 200: redirectUrlSchema, ...errors },
        },
      },
      async (req) => {
        try {
          return { url: await oauth.start(req.params.provider, req.body.state, session(req).user.id) };
        } catch (err) {
          if (err instanceof ProviderError) return { url: oauth.failUrl(err.reason) };
          throw err;
        }
      },
    );

    r.post(
      '/api/oauth/identities/confirm',
      {
        schema: {
          tags,
          security,
          summary: "Finish a link in the browser that started it (one-time code and that browser's state)",
          body: confirmLinkSchema,
          response: { 200: linkConfirmedSchema, ...errors },
        },
      },
      async (req) => oauth.confirmLink(session(req).user, req.body.code, req.body.state),
    );

    r.delete(
      '/api/oauth/identities/:provider',
      {
        schema: {
          tags,
          security,
          summary: 'Unlink a provider (never the last way to sign in)',
          params: providerPathSchema,
          response: { 200: oauthOkSchema, ...errors },
        },
      },
      async (req) => {
        await oauth.unlink(session(req).user.id, req.params.provider);
        return { ok: true as const };
      },
    );

    r.get(
      '/api/oauth/2fa',
      {
        schema: { tags, security, summary: 'Two-factor status of the signed-in user', response: { 200: twoFactorStatusSchema, ...errors } },
      },
      async (req) => {
        const user = session(req).user;
        return { ...(await twoFactor.status(user.id)), mandatory: await oauth.twoFactorMandatory(user) };
      },
    );

    r.post(
      '/api/oauth/2fa/setup',
      {
        schema: { tags, security, summary: 'Start TOTP enrolment: a new secret with its QR code', response: { 200: totpSetupSchema, ...errors } },
      },
      async (req) => twoFactor.setup(session(req).user),
    );

    r.post(
      '/api/oauth/2fa/enable',
      {
        schema: {
          tags,
          security,
          summary: 'Turn TOTP on with a first code; answers ten single-use recovery codes (shown once)',
          body: enableTwoFactorSchema,
          response: { 200: recoveryCodesSchema, ...errors },
        },
      },
      async (req) => twoFactor.enable(session(req).user, req.body.code),
    );

    r.post(
      '/api/oauth/2fa/disable',
      {
        schema: {
          tags,
          security,
          summary: 'Turn TOTP off with a current or recovery code (refused while mandatory)',
          body: disableTwoFactorSchema,
          response: { 200: oauthOkSchema, ...errors },
        },
      },
      async (req) => {
        const user = session(req).user;
        await twoFactor.disable(user, req.body.code, await oauth.twoFactorMandatory(user));
        return { ok: true as const };
      },
    );

    r.get(
      '/api/oauth/passkeys',
      { schema: { tags, security, summary: "The signed-in user's passkeys", response: { 200: passkeysSchema, ...errors } } },
      async (req) => passkeys.list(session(req).user.id),
    );

    r.post(
      '/api/oauth/passkeys/options',
      {
        schema: {
          tags,
          security,
          summary: 'Start registering a passkey: WebAuthn creation options (existing passkeys excluded; single-use challenge, 5 minutes)',
          response: { 200: registrationOptionsSchema, ...errors },
        },
      },
      async (req) => passkeys.registrationOptions(session(req).user),
    );

    r.post(
      '/api/oauth/passkeys',
      {
        schema: {
          tags,
          security,
          summary: "Register a passkey from the browser's attestation; the first second factor also answers ten recovery codes (once)",
          body: registerPasskeySchema,
          response: { 201: passkeyRegisteredSchema, ...errors },
        },
      },
      async (req, reply) => reply.status(201).send(await passkeys.register(session(req).user, req.body.response, req.body.name)),
    );

    r.patch(
      '/api/oauth/passkeys/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Rename a passkey',
          params: passkeyIdParamsSchema,
          body: renamePasskeySchema,
          response: { 200: z.object({ passkey: passkeySchema }), ...errors },
        },
      },
      async (req) => ({ passkey: await passkeys.rename(session(req).user.id, req.params.id, req.body.name) }),
    );

    r.delete(
      '/api/oauth/passkeys/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Remove a passkey (not the last second factor while 2FA is mandatory for the user)',
          params: passkeyIdParamsSchema,
          response: { 200: oauthOkSchema, ...errors },
        },
      },
      async (req) => {
        const user = session(req).user;
        await passkeys.remove(user.id, req.params.id, await oauth.twoFactorMandatory(user));
        return { ok: true as const };
      },
    );
  };
}

// adminRoutes: the platform admin's provider switches, credentials and endpoints, and platform 2FA for admins.
export function adminRoutes(
  { oauth, twoFactor }: Services,
  logAction: (entry: { actorId: string; actorEmail: string; action: string; target: string; ip?: string; detail?: object }) => Promise<void>,
) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/oauth/providers/:providerId/toggle',
      {
        schema: {
          tags,
          security,
          summary: "Enable or disable a provider for the whole platform (a disabled provider's button and callback go away)",
          params: providerParamsSchema,
          body: toggleProviderSchema,
          response: { 200: providerConfigSchema, ...errors },
        },
      },
      async (req) => {
        await oauth.toggle(req.params.providerId, req.body.enabled);
        return oauth.providerConfig(req.params.providerId);
      },
    );

    r.get(
      '/api/admin/oauth/providers',
      {
        schema: {
          tags,
          security,
          summary: "Every provider's settings (secrets never returned, only whether set)",
          response: { 200: providerConfigsSchema, ...errors },
        },
      },
      async (): Promise<Answer<typeof providerConfigsSchema>> => ({ providers: await Promise.all(SIGN_IN_PROVIDERS.map((p) => oauth.providerConfig(p))) }),
    );

    r.put(
      '/api/admin/oauth/providers/:providerId',
      {
        schema: {
          tags,
          security,
          summary: "Set a provider's client id, secret (sealed at rest), scopes and endpoints",
          params: providerParamsSchema,
          body: updateProviderConfigSchema,
          response: { 200: providerConfigSchema, ...errors },
        },
      },
      async (req) => {
        await oauth.updateProviderConfig(req.params.providerId, req.body);
        return oauth.providerConfig(req.params.providerId);
      },
    );

    r.put(
      '/api/admin/oauth/security',
      {
        schema: {
          tags,
          security,
          summary: 'Platform rule: platform admins must use two-factor authentication',
          body: platformSignInSecuritySchema,
          response: { 200: platformSignInSecuritySchema, ...errors },
        },
      },
      async (req) => {
        await oauth.setAdminTwoFactor(req.body.requireAdminTwoFactor);
        return req.body;
      },
    );

    r.post(
      '/api/admin/users/:id/two-factor/reset',
      {
        schema: {
          tags,
          security,
          summary:
            "Reset a user's second factors (authenticator app, recovery codes, passkeys): recorded with the admin and the reason, " +
            'and the user is told by email; recovery codes counts those still unused',
          params: userIdParamsSchema,
          body: resetTwoFactorSchema,
          response: { 200: twoFactorResetSchema, ...errors },
        },
      },
      async (req) => {
        const target = await oauth.userById(req.params.id);
        if (!target) throw new AppError(404, 'NOT_FOUND');
        const admin = session(req).user;
        const done = await twoFactor.reset(target, admin, req.body.reason, meta(req));
        await logAction({
          actorId: admin.id,
          actorEmail: admin.email,
          action: 'user.twoFactorReset',
          target: target.email,
          ip: req.ip,
          detail: { reason: req.body.reason, removed: done.removed },
        });
        return done;
      },
    );
  };
}
