// Server messages of settings, team members, API keys and notifications, in both languages, keyed by stable code (merged into MESSAGES).
export const SETTINGS_MESSAGES = {
} as const satisfies Record<string, { tr: string; en: string }>;
