// The contract of third-party sign-in, two-factor authentication and sign-in logs: zod schemas of every request and 2xx response, constants and types.
export {};
