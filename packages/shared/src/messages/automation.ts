// Server messages of workflows, triggers, actions and runs, in both languages, keyed by stable code (merged into MESSAGES).
export const AUTOMATION_MESSAGES = {
} as const satisfies Record<string, { tr: string; en: string }>;
