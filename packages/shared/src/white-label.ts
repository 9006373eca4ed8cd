// The contract of white-label branding, tenants, custom domains, resellers and API limits: zod schemas of every request and 2xx response, constants and types.
export {};
