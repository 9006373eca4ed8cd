// Server messages of third-party sign-in, two-factor authentication and sign-in logs, in both languages, keyed by stable code (merged into MESSAGES).
export const OAUTH_MESSAGES = {
} as const satisfies Record<string, { tr: string; en: string }>;
