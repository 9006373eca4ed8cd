// Server messages of the analytics reports and the dashboard, in both languages, keyed by stable code (merged into MESSAGES).
export const ANALYTICS_MESSAGES = {
} as const satisfies Record<string, { tr: string; en: string }>;
