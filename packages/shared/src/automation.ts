// The contract of workflows, triggers, actions and runs: zod schemas of every request and 2xx response, constants and types.
export {};
