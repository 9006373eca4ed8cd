// The contract of settings, team members, API keys and notifications: zod schemas of every request and 2xx response, constants and types.
import { z } from 'zod';

/* ------------------------------------------------------------------ API keys */

/** The prefix every API key starts with (recognisable by secret scanners): `ulk_live_<id>_<secret>`. */
export const API_KEY_PREFIX = 'ulk_live_';
/** Modules an API key can be scoped to, each with `:read` (GET) and `:write` (everything else). */
export const API_KEY_MODULES = ['contacts', 'campaigns', 'templates', 'crm', 'invoicing', 'automation', 'events', 'analytics', 'channels'] as const;
export type ApiKeyModule = (typeof API_KEY_MODULES)[number];
export const API_KEY_SCOPES = API_KEY_MODULES.flatMap((m) => [`${m}:read`, `${m}:write`] as const);
export type ApiKeyScope = `${ApiKeyModule}:${'read' | 'write'}`;
/** Default and bounds of a key's request budget per minute. */
export const API_KEY_RATE_DEFAULT = 120;
export const API_KEY_RATE_MAX = 6000;
/** The longest overlap a rotation allows the old key (hours). */
export const API_KEY_ROTATION_MAX_HOURS = 24 * 7;

/** Which path prefixes of the public API belong to which scope module; anything else refuses API keys. */
export const API_KEY_ROUTE_MODULES: readonly (readonly [string, ApiKeyModule])[] = [
  ['/api/contacts', 'contacts'],
  ['/api/lists', 'contacts'],
  ['/api/segments', 'contacts'],
  ['/api/campaigns', 'campaigns'],
  ['/api/templates', 'templates'],
  ['/api/crm', 'crm'],
  ['/api/invoices', 'invoicing'],
  ['/api/automation', 'automation'],
  ['/api/workflows', 'automation'],
  ['/api/events', 'events'],
  ['/api/analytics', 'analytics'],
  ['/api/channels', 'channels'],
  ['/api/inbox', 'channels'],
];

// apiKeyScopeFor is the scope a request needs when it comes with an API key, or undefined when keys may not call it.
export function apiKeyScopeFor(method: string, url: string): ApiKeyScope | undefined {
  const path = url.split('?')[0] ?? '';
  const hit = API_KEY_ROUTE_MODULES.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  if (!hit) return undefined;
  const read = method === 'GET' || method === 'HEAD';
  return `${hit[1]}:${read ? 'read' : 'write'}`;
}

const scopeSchema = z.enum(API_KEY_SCOPES as unknown as [ApiKeyScope, ...ApiKeyScope[]], 'v.scope');

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The public part `ulk_live_<id>`; the secret is never shown again. */
  prefix: z.string(),
  scopes: z.array(z.string()),
  rateLimitPerMinute: z.number().int(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
  revokedAt: z.string().nullable(),
  replacedById: z.string().nullable(),
  status: z.enum(['active', 'expiring', 'expired', 'revoked']),
  createdAt: z.string(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createApiKeySchema = z.strictObject({
  name: z.string('v.required').trim().min(1, 'v.required').max(100, 'v.tooLong'),
  scopes: z.array(scopeSchema).min(1, 'v.scopes').max(API_KEY_SCOPES.length),
  /** ISO date-time; null or absent = never expires. Must be in the future. */
  expiresAt: z.iso.datetime({ offset: true, message: 'v.date' }).nullable().optional(),
  rateLimitPerMinute: z.number().int('v.number').min(1, 'v.number').max(API_KEY_RATE_MAX, 'v.number').optional(),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

export const rotateApiKeySchema = z.strictObject({
  /** How long the old key keeps working beside the new one (0 = revoked at once). */
  overlapHours: z.number().int('v.number').min(0, 'v.number').max(API_KEY_ROTATION_MAX_HOURS, 'v.number').default(24),
});

export const apiKeyListResponseSchema = z.object({ keys: z.array(apiKeySchema) });
/** The only answer that carries the full token. */
export const apiKeyCreatedResponseSchema = z.object({ key: apiKeySchema, token: z.string() });
export const apiKeyResponseSchema = z.object({ key: apiKeySchema });

/* ------------------------------------------------------------------ members and invitations */

export const WORKSPACE_ROLES = ['owner', 'admin', 'member', 'read_only'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];
/** Roles that manage the team, keys and workspace-wide settings. */
export const MANAGER_ROLES: readonly WorkspaceRole[] = ['owner', 'admin'];
/** An invitation link works this long. */
export const INVITATION_TTL_HOURS = 72;

const roleSchema = z.enum(WORKSPACE_ROLES, 'v.role');

export const memberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  joinedAt: z.string(),
  lastSeenAt: z.string().nullable(),
  you: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  expiresAt: z.string(),
  createdAt: z.string(),
  status: z.enum(['pending', 'expired']),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const membersResponseSchema = z.object({ members: z.array(memberSchema), invitations: z.array(invitationSchema), yourRole: roleSchema });
export const inviteMemberSchema = z.strictObject({
  email: z.email('v.email').trim().toLowerCase().max(254, 'v.email'),
  role: roleSchema,
});
export const changeRoleSchema = z.strictObject({ role: roleSchema });
export const invitationResponseSchema = z.object({ invitation: invitationSchema });

/** What the accept page shows before the invitee acts. */
export const invitationPreviewSchema = z.object({
  workspaceName: z.string(),
  email: z.string(),
  role: roleSchema,
  /** Whether the email already has an account (then the invitee signs in; else they set a password). */
  existingAccount: z.boolean(),
  expiresAt: z.string(),
});
export const acceptInvitationSchema = z.strictObject({
  /** For a new account: its name and password. An existing account accepts while signed in. */
  firstName: z.string().trim().min(1, 'v.required').max(100, 'v.tooLong').optional(),
  lastName: z.string().trim().min(1, 'v.required').max(100, 'v.tooLong').optional(),
  password: z.string().min(6, 'v.passwordMin').max(200, 'v.passwordMax').optional(),
});
export const acceptInvitationResponseSchema = z.object({ token: z.string(), workspaceId: z.string(), role: roleSchema });

export const workspacesResponseSchema = z.object({
  workspaces: z.array(z.object({ id: z.string(), name: z.string(), role: roleSchema, current: z.boolean() })),
});
export type WorkspacesList = z.infer<typeof workspacesResponseSchema>;

/* ------------------------------------------------------------------ sessions */

export const IDLE_TIMEOUT_DEFAULT_MINUTES = 30;
export const IDLE_TIMEOUT_MIN_MINUTES = 5;
export const IDLE_TIMEOUT_MAX_MINUTES = 7 * 24 * 60;

export const sessionInfoSchema = z.object({
  id: z.string(),
  device: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export const sessionsResponseSchema = z.object({ sessions: z.array(sessionInfoSchema) });

/* ------------------------------------------------------------------ settings sections */

export const NOTIFICATION_CATEGORIES = ['email_campaigns', 'crm_activities', 'invoices', 'system_alerts', 'marketing_updates'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
export const NOTIFICATION_CHANNELS = ['email', 'push', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
const flagsSchema = z.object({ email: z.boolean(), push: z.boolean(), sms: z.boolean() });
export const notificationPrefsSchema = z.object(
  Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, flagsSchema])) as Record<NotificationCategory, typeof flagsSchema>,
);
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;
/** Defaults: email and in-app for everything but marketing updates; SMS off. */
export const DEFAULT_NOTIFICATION_PREFS: NotificationPrefs = {
  email_campaigns: { email: true, push: true, sms: false },
  crm_activities: { email: true, push: true, sms: false },
  invoices: { email: true, push: true, sms: false },
  system_alerts: { email: true, push: true, sms: false },
  marketing_updates: { email: false, push: false, sms: false },
};

export const THEMES = ['light', 'dark', 'system'] as const;
export const DENSITIES = ['comfortable', 'compact'] as const;
export const ACCENT_COLORS = ['blue', 'indigo', 'violet', 'teal', 'green', 'orange', 'red', 'pink'] as const;

export const appearanceSchema = z.strictObject({
  theme: z.enum(THEMES, 'v.theme'),
  accentColor: z.enum(ACCENT_COLORS, 'v.accentColor'),
  density: z.enum(DENSITIES, 'v.density'),
  language: z.enum(['tr', 'en'], 'v.language'),
});
export type Appearance = z.infer<typeof appearanceSchema>;

const timeZoneSchema = z
  .string()
  .max(64, 'v.timeZone')
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'v.timeZone');

export const preferencesSchema = z.strictObject({ timeZone: timeZoneSchema, language: z.enum(['tr', 'en'], 'v.language') });
export const securitySettingsSchema = z.strictObject({
  idleTimeoutMinutes: z.number().int('v.number').min(IDLE_TIMEOUT_MIN_MINUTES, 'v.timeout').max(IDLE_TIMEOUT_MAX_MINUTES, 'v.timeout'),
});

export const SETTINGS_SECTIONS = ['profile', 'company', 'preferences', 'security', 'notifications', 'appearance', 'all'] as const;
export const settingsSectionParamsSchema = z.object({ section: z.enum(SETTINGS_SECTIONS, 'v.section') });

/** `PUT /api/settings/all`: every dirty tab at once; absent tabs are left alone (an empty body saves nothing). */
export const saveAllSettingsSchema = z.strictObject({
  profile: z
    .strictObject({
      firstName: z.string().trim().min(1).max(100).optional(),
      lastName: z.string().trim().min(1).max(100).optional(),
      phone: z.string().max(40).nullable().optional(),
    })
    .optional(),
  company: z.record(z.string(), z.unknown()).optional(),
  preferences: preferencesSchema.partial().optional(),
  security: securitySettingsSchema.partial().optional(),
  notifications: notificationPrefsSchema.partial().optional(),
  appearance: appearanceSchema.partial().optional(),
});
export type SaveAllSettingsInput = z.infer<typeof saveAllSettingsSchema>;

export const emailChangeSchema = z.strictObject({
  newEmail: z.email('v.email').trim().toLowerCase().max(254, 'v.email'),
  password: z.string().min(1, 'v.required').max(200),
});
export const emailConfirmSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'v.code'),
});
/** The profile avatar: uploads of at most this size, stored as a square of this side (WebP). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_SIDE = 256;
/** GET/POST/DELETE /api/settings/profile/avatar: where the avatar is served (null: none, initials are shown). */
export const avatarResponseSchema = z.object({ avatarUrl: z.string().nullable() });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

/** POST /api/settings/profile/email: the code went to this address. */
export const emailChangeStartedSchema = z.object({ pendingEmail: z.string() });
/** POST /api/settings/profile/email/confirm: the sign-in address now. */
export const emailChangedSchema = z.object({ email: z.string() });

export const billingSummarySchema = z.object({
  planType: z.string(),
  planName: z.string(),
  status: z.string(),
  price: z.number(),
  currency: z.string(),
  emailsSentThisMonth: z.number(),
  monthlyEmailLimit: z.number(),
  contactsCount: z.number(),
  contactLimit: z.number().nullable(),
  currentPeriodEnd: z.string(),
  trialEndsAt: z.string().nullable(),
});

/** A connected, available or failing integration as the integrations tab lists it (the channels and the webhooks). */
export const integrationStatusSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  category: z.string(),
  /** Why the last test or send failed, when the status is error. */
  error: z.string().nullable(),
});

export const workspaceDeletionSchema = z.object({ requestedAt: z.string().nullable(), scheduledFor: z.string().nullable() });
export const DELETION_GRACE_DAYS = 14;

export const settingsResponseSchema = z.object({
  profile: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    pendingEmail: z.string().nullable(),
    avatarUrl: z.string().nullable(),
  }),
  company: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  preferences: z.object({ timeZone: z.string(), language: z.enum(['tr', 'en']) }),
  security: z.object({ idleTimeoutMinutes: z.number(), role: roleSchema }),
  notifications: notificationPrefsSchema,
  appearance: appearanceSchema,
  billing: billingSummarySchema.nullable(),
  integrations: z.array(integrationStatusSchema),
  workspace: z.object({ id: z.string(), name: z.string(), deletion: workspaceDeletionSchema }),
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;
export const saveSettingsResponseSchema = z.object({ success: z.literal(true), saved: z.array(z.string()), settings: settingsResponseSchema });

export const deleteWorkspaceSchema = z.strictObject({ confirmName: z.string().max(300) });

/* ------------------------------------------------------------------ in-app notifications and export */

export const notificationSchema = z.object({
  id: z.string(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export const notificationsResponseSchema = z.object({ notifications: z.array(notificationSchema), unread: z.number(), total: z.number() });
export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const markReadSchema = z.strictObject({ ids: z.array(z.uuid()).max(500).optional(), all: z.boolean().optional() });

export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(['queued', 'running', 'ready', 'failed']),
  sizeBytes: z.number().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export const dataExportsResponseSchema = z.object({ exports: z.array(dataExportSchema) });
export const dataExportResponseSchema = z.object({ export: dataExportSchema });

export const okResponseSchema = z.object({ success: z.literal(true) });
export const idParamsSchema = z.object({ id: z.uuid('v.id') });
export const tokenParamsSchema = z.object({ token: z.string().min(10).max(200) });

/* ------------------------------------------------------------------ the client's types (z.infer of the answers) */

export type SaveSettingsResult = z.infer<typeof saveSettingsResponseSchema>;
export type ApiKeyList = z.infer<typeof apiKeyListResponseSchema>;
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedResponseSchema>;
export type MembersList = z.infer<typeof membersResponseSchema>;
export type SessionsList = z.infer<typeof sessionsResponseSchema>;
export type NotificationsList = z.infer<typeof notificationsResponseSchema>;
export type DataExports = z.infer<typeof dataExportsResponseSchema>;
export type DataExportResult = z.infer<typeof dataExportResponseSchema>;
export type WorkspaceDeletion = z.infer<typeof workspaceDeletionSchema>;
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
export type AcceptInvitationResult = z.infer<typeof acceptInvitationResponseSchema>;
