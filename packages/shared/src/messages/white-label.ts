// Server messages of white-label branding, tenants, custom domains, resellers and API limits, in both languages, keyed by stable code (merged into MESSAGES).
export const WHITE_LABEL_MESSAGES = {
} as const satisfies Record<string, { tr: string; en: string }>;
