// The contract of the platform admin panel: zod schemas of every request and 2xx response, constants and types.
export {};
