// Server messages of the unified inbox and the live chat widget, in both languages, keyed by stable code (merged into MESSAGES).
export const INBOX_MESSAGES = {
} as const satisfies Record<string, { tr: string; en: string }>;
