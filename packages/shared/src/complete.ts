// Complete<T>: every key of T present (its value may be undefined). Mappings typed with it (an invoice back to its
// input, a form to its request body) turn a field added to the schema into a compile error where it is not handled.
export type Complete<T> = { [K in keyof Required<T>]: T[K] };
