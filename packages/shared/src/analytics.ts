// The contract of the analytics reports and the dashboard: zod schemas of every request and 2xx response, constants and types.
export {};
