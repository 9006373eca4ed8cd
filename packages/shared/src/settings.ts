// The contract of settings, team members, API keys and notifications: zod schemas of every request and 2xx response, constants and types.
export {};
