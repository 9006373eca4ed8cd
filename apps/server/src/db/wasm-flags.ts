/**
 * V8 flags a long-running server on the embedded database sets before PGlite compiles its WebAssembly: TurboFan only
 * (no Liftoff baseline, so no background recompilation leaving malloc'd memory behind), without loop unrolling, loop
 * peeling and the WebAssembly-specific optimisation passes, which make the first calls' compilation ~0.4 s slower in
 * total and queries no faster. Measured by bench/wasm-tiers.ts; docs/benchmarks.md, "Idle memory".
 */
export const PGLITE_WASM_FLAGS = '--no-liftoff --no-wasm-loop-unrolling --no-wasm-loop-peeling --no-wasm-opt';
