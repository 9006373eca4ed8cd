// What the account and sign-in routes under /api/auth (and the profile under /api/settings/profile) answer: zod
// schemas of every 2xx JSON body. The web client's types are z.infer of them; the server declares them.
import { z } from 'zod';
import { authResultSchema, registrationStartedSchema, userSchema } from './auth.js';
import { signInResultSchema } from './oauth.js';
import { messageResponseSchema } from './responses.js';

export const authResponses = {
  /** POST /api/auth/register (202): a code was mailed (the same answer for any address). */
  registrationStarted: registrationStartedSchema,
  /** POST /api/auth/register/confirm (201): the new account, signed in. */
  session: authResultSchema,
  /** POST /api/auth/login and /api/auth/oauth/exchange: a session, or the second factor that is due. */
  signIn: signInResultSchema,
  /** GET /api/auth/me. */
  me: z.object({ user: userSchema }),
  /** Logout, forgot-password, verify-reset-code, reset-password, change-password. */
  message: messageResponseSchema,
  /** POST /api/auth/verify-email: the address is proved. */
  emailVerified: messageResponseSchema.extend({ user: userSchema }),
  /** POST /api/auth/resend-verification. */
  verificationSent: messageResponseSchema.extend({ alreadyVerified: z.boolean() }),
  /** GET and PUT /api/settings/profile. */
  profile: z.object({ profile: userSchema }),
};

/** The body of an auth answer by name, e.g. AuthAnswer<'me'> for GET /api/auth/me. */
export type AuthAnswer<K extends keyof typeof authResponses> = z.infer<(typeof authResponses)[K]>;
