// HTTP routes of accounts and sign-in under /api/auth (and the profile under /api/settings).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  authResponses as A,
  changePasswordSchema,
  confirmRegistrationSchema,
  forgotPasswordSchema,
  loginSchema,
  oauthExchangeSchema,
  registerSchema,
  resetPasswordSchema,
  translate,
  updateProfileSchema,
  verifyEmailSchema,
  verifyResetCodeSchema,
  type AuthAnswer,
} from '@ulak/shared';
import { requestLanguage } from '../../http/error-handler.js';
import { session } from '../../http/auth-guard.js';
import { confirmation } from '../../http/route-kit.js';
import type { AppContext } from '../../http/types.js';
import type { RequestMeta } from './auth.service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

const meta = (req: FastifyRequest): RequestMeta => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
  language: requestLanguage(req),
});

// authRoutes registers register/login/logout/me, password reset, password change and the profile.
export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth } = ctx.services;
  const tags = ['auth'];

  r.post(
    '/api/auth/register',
    {
      schema: {
        tags,
        summary: 'Start a registration: mails a 6-digit code to the address (same answer whether or not it has an account)',
        body: registerSchema,
        response: { 202: A.registrationStarted, ...errors },
      },
    },
    async (req, reply) => reply.status(202).send(await auth.register(req.body, meta(req))),
  );

  r.post(
    '/api/auth/register/confirm',
    {
      schema: {
        tags,
        summary: 'Finish a registration with the mailed code: creates the account, its workspace and subscription',
        body: confirmRegistrationSchema,
        response: { 201: A.session, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await auth.confirmRegistration(req.body.email, req.body.code, meta(req))),
  );

  r.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary:
          'Sign in with email and password; failed attempts back off per account and address (see docs/auth.md). ' +
          'Answers a pending second-factor step instead of a session when 2FA is on or mandatory (docs/oauth.md)',
        body: loginSchema,
        response: { 200: A.signIn, ...errors, 403: apiErrorSchema },
      },
    },
    async (req) => auth.login(req.body, meta(req)),
  );

  r.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'Mail a 6-digit reset code (same answer whether or not the email exists)',
        body: forgotPasswordSchema,
        response: { 200: A.message, ...errors },
      },
    },
    async (req) => {
      await auth.forgotPassword(req.body.email, meta(req));
      return confirmation('RESET_CODE_SENT', req);
    },
  );

  r.post(
    '/api/auth/verify-reset-code',
    {
      schema: { tags, summary: 'Check a reset code (at most 5 wrong tries)', body: verifyResetCodeSchema, response: { 200: A.message, ...errors } },
    },
    async (req) => {
      await auth.verifyResetCode(req.body.email, req.body.code, meta(req));
      return confirmation('RESET_CODE_VALID', req);
    },
  );

  r.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a valid code; revokes every session',
        body: resetPasswordSchema,
        response: { 200: A.message, ...errors },
      },
    },
    async (req) => {
      await auth.resetPassword(req.body.email, req.body.code, req.body.newPassword, meta(req));
      return confirmation('PASSWORD_RESET_DONE', req);
    },
  );

  r.post(
    '/api/auth/verify-email',
    {
      schema: {
        tags,
        summary:
          'Verify the account address with the token of a mailed /verify-email?token=… link (single use, 48 hours); campaigns leave only once it is verified',
        body: verifyEmailSchema,
        response: { 200: A.emailVerified, ...errors },
      },
    },
    async (req): Promise<AuthAnswer<'emailVerified'>> => {
      const user = await auth.verifyEmail(req.body.token, meta(req));
      return { success: true, message: translate('EMAIL_VERIFIED', user.language), user };
    },
  );

  // GET /api/auth/oauth/:provider (start) and its callback are the oauth module's (modules/oauth/oauth.routes.ts): on
  // the provider's return it redirects the browser to /oauth/callback?code=<auth.issueOAuthCode(userId, state)>;
  // the page exchanges the code by POST with its state.
  r.post(
    '/api/auth/oauth/exchange',
    {
      schema: {
        tags,
        summary: "Exchange a third-party sign-in's one-time code (single use, 2 minutes) with the state of the browser that started it",
        body: oauthExchangeSchema,
        response: { 200: A.signIn, ...errors, 403: apiErrorSchema },
      },
    },
    async (req) => auth.exchangeOAuthCode(req.body.code, req.body.state, meta(req)),
  );
}

// accountRoutes registers the signed-in user's own routes: who am I, sign out, verify the email, change the password and
// the profile (authenticated scope).
export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth } = ctx.services;
  const tags = ['auth'];

  r.get(
    '/api/auth/me',
    {
      schema: { tags, summary: 'The signed-in user', security: [{ bearer: [] }], response: { 200: A.me, 401: apiErrorSchema } },
    },
    async (req): Promise<AuthAnswer<'me'>> => ({ user: await auth.profile(session(req)) }),
  );

  r.post(
    '/api/auth/logout',
    {
      schema: { tags, summary: 'Revoke the current session', security: [{ bearer: [] }], response: { 200: A.message, 401: apiErrorSchema } },
    },
    async (req) => {
      await auth.logout(session(req).sessionId);
      return confirmation('LOGGED_OUT', req);
    },
  );

  r.post(
    '/api/auth/resend-verification',
    {
      schema: {
        tags,
        summary: 'Mail a fresh verification link to the signed-in address (earlier links stop working); 5 an hour',
        security: [{ bearer: [] }],
        response: { 200: A.verificationSent, ...errors },
      },
    },
    async (req): Promise<AuthAnswer<'verificationSent'>> => {
      const { alreadyVerified } = await auth.resendVerification(session(req), meta(req));
      return { ...confirmation(alreadyVerified ? 'EMAIL_VERIFIED' : 'VERIFY_EMAIL_SENT', req), alreadyVerified };
    },
  );

  r.post(
    '/api/auth/change-password',
    {
      schema: {
        tags,
        summary: 'Change the password; other sessions are revoked',
        security: [{ bearer: [] }],
        body: changePasswordSchema,
        response: { 200: A.message, ...errors },
      },
    },
    async (req) => {
      await auth.changePassword(session(req), req.body.currentPassword, req.body.newPassword);
      return confirmation('PASSWORD_CHANGED', req);
    },
  );

  r.get(
    '/api/settings/profile',
    {
      schema: {
        tags: ['settings'],
        summary: 'The signed-in user profile',
        security: [{ bearer: [] }],
        response: { 200: A.profile, 401: apiErrorSchema },
      },
    },
    async (req): Promise<AuthAnswer<'profile'>> => ({ profile: await auth.profile(session(req)) }),
  );

  r.put(
    '/api/settings/profile',
    {
      schema: {
        tags: ['settings'],
        summary: 'Update the profile',
        security: [{ bearer: [] }],
        body: updateProfileSchema,
        response: { 200: A.profile, ...errors },
      },
    },
    async (req): Promise<AuthAnswer<'profile'>> => ({ profile: await auth.updateProfile(session(req), req.body) }),
  );
}
