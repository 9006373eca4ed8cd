// The contract of SMS, WhatsApp, Web Push, Slack, Telegram adapters, integrations and channel campaigns: zod schemas of every request and 2xx response, constants and types.
export {};
