// Request schemas of the auth API, shared by server validation, the web forms and the OpenAPI document.
import { z } from 'zod';
import { PLAN_IDS } from './plans.js';
import { isValidTurkishTaxNumber } from './invoicing.js';

export const ROLES = ['admin', 'user', 'customer'] as const;
export type Role = (typeof ROLES)[number];

export const ACCOUNT_TYPES = ['individual', 'business'] as const;

/** Minimum password length (seed 000 §9). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
/** Reset codes: 6 digits, valid 15 minutes, at most 5 wrong tries. */
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_MINUTES = 15;
export const RESET_CODE_MAX_TRIES = 5;
/** Signup confirmation codes: 6 digits mailed to the address, valid 30 minutes, at most 5 wrong tries. */
export const SIGNUP_CODE_TTL_MINUTES = 30;
export const SIGNUP_CODE_MAX_TRIES = 5;
/** Sessions end after this many days without use (idle timeout)… */
export const SESSION_IDLE_DAYS = 7;
/** …and at the latest this many days after sign-in, however active (absolute lifetime). */
export const SESSION_MAX_DAYS = 30;

const text = (max: number) => z.string('v.required').trim().max(max, 'v.tooLong');
const required = (max: number) => text(max).min(1, 'v.required');
export const emailField = z
  .string('v.required')
  .trim()
  .min(1, 'v.required')
  .max(254, 'v.tooLong')
  .pipe(z.email('v.email'))
  .transform((e) => e.toLowerCase());
/** A website as typed in a form: 'example.com' gets https://; anything but an http(s) address is refused. */
const websiteField = text(300)
  .transform((v) => (v && !/^[a-z][a-z0-9+.-]*:/i.test(v) ? `https://${v}` : v))
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), 'v.url')
  .optional()
  .nullable();
const passwordField = z.string('v.required').min(PASSWORD_MIN, 'v.passwordMin').max(PASSWORD_MAX, 'v.passwordMax');
const optionalText = (max: number) => text(max).optional().nullable();

export const loginSchema = z.object({
  email: emailField,
  password: z.string('v.required').min(1, 'v.required').max(PASSWORD_MAX, 'v.passwordMax'),
  /** The device token an earlier sign-in of this email returned in this browser: lets its owner past lock-outs. */
  deviceToken: z.string().max(300).optional(),
});

export const registerSchema = z
  .object({
    firstName: required(100),
    lastName: required(100),
    email: emailField,
    password: passwordField,
    companyName: optionalText(200),
    country: optionalText(100),
    phone: optionalText(40),
    taxNumber: optionalText(40),
    website: websiteField,
    address: optionalText(500),
    accountType: z.enum(ACCOUNT_TYPES, 'v.invalid').optional(),
    selectedPlan: z.enum(PLAN_IDS, 'v.plan').optional(),
    language: z.enum(['tr', 'en'], 'v.language').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.accountType !== 'business') return;
    if (!v.companyName) ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'v.companyRequired' });
    if (!v.country) ctx.addIssue({ code: 'custom', path: ['country'], message: 'v.countryRequired' });
    // the tax number goes on to the invoicing company settings, which hold a Turkish one to VKN/TCKN rules
    const tax = v.taxNumber?.replace(/\s+/g, '');
    if (tax && v.country === 'TR' && !isValidTurkishTaxNumber(tax)) {
      ctx.addIssue({ code: 'custom', path: ['taxNumber'], message: 'v.taxNumber' });
    }
  });

export const forgotPasswordSchema = z.object({ email: emailField });

const codeField = z
  .string('v.required')
  .trim()
  .regex(/^\d{6}$/, 'v.code');

/** Finishes a registration with the 6-digit code mailed to the address. */
export const confirmRegistrationSchema = z.object({ email: emailField, code: codeField });

/** What registration answers, whether or not the address already has an account. */
export const registrationStartedSchema = z.object({ status: z.literal('confirmation_sent'), email: z.string() });

/** Exchanges a third-party sign-in's one-time code; state is the random value the browser kept when it started. */
export const oauthExchangeSchema = z.object({
  code: z.string('v.required').min(1, 'v.required').max(200, 'v.tooLong'),
  state: z.string('v.required').min(16, 'v.invalid').max(200, 'v.tooLong'),
});

export const verifyResetCodeSchema = z.object({ email: emailField, code: codeField });

/** How long a mailed email-verification link works. */
export const VERIFY_EMAIL_TTL_HOURS = 48;
/** The token of a mailed `/verify-email?token=…` link. */
export const verifyEmailSchema = z.object({ token: z.string('v.required').min(20, 'v.required').max(200, 'v.required') });

export const resetPasswordSchema = z.object({ email: emailField, code: codeField, newPassword: passwordField });

// updates are strict: an unknown field is a client bug worth a 400, not a silent no-op
export const updateProfileSchema = z.strictObject({
  firstName: required(100).optional(),
  lastName: required(100).optional(),
  phone: optionalText(40),
  companyName: optionalText(200),
  country: optionalText(100),
  language: z.enum(['tr', 'en'], 'v.language').optional(),
});

export const changePasswordSchema = z.object({
  currentPassword: z.string('v.required').min(1, 'v.required').max(PASSWORD_MAX, 'v.passwordMax'),
  newPassword: passwordField,
});

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  workspaceId: z.string(),
  companyName: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.enum(['tr', 'en']),
  /** Whether the sign-in address was proved; campaigns leave only once it is (a mailed link verifies it). */
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResultSchema = z.object({ token: z.string(), user: userSchema, deviceToken: z.string().optional() });

/** Third-party sign-in providers named by the specification. */
export const OAUTH_PROVIDERS = ['google', 'facebook', 'apple', 'microsoft'] as const;

/** Simple registration country options (seed 000 §5). */
export const REGISTER_COUNTRIES = [
  'United States',
  'United Kingdom',
  'Germany',
  'France',
  'Spain',
  'Italy',
  'Turkey',
  'Canada',
  'Australia',
  'Japan',
  'Brazil',
  'Mexico',
  'Other',
] as const;
/** Signup wizard country codes, TR first and default (seed 000 §5). */
export const WIZARD_COUNTRIES = ['TR', 'US', 'GB', 'DE', 'FR', 'ES', 'IT', 'NL', 'CA', 'AU'] as const;
