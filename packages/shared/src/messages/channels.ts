// Server messages of SMS, WhatsApp, Web Push, Slack, Telegram adapters, integrations and channel campaigns, in both languages, keyed by stable code (merged into MESSAGES).
export const CHANNELS_MESSAGES = {
} as const satisfies Record<string, { tr: string; en: string }>;
