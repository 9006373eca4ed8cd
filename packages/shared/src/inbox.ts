// The contract of the unified inbox and the live chat widget: zod schemas of every request and 2xx response, constants and types.
export {};
