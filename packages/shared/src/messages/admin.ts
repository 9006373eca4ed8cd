// Server messages of the platform admin panel, in both languages, keyed by stable code (merged into MESSAGES).
export const ADMIN_MESSAGES = {
} as const satisfies Record<string, { tr: string; en: string }>;
