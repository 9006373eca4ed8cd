// Bundles the server into dist/main.js (and the secret-rotation command into dist/rotate-secret.js): our code and
// @ulak/shared inlined, npm packages left external. `bundleOptions` is also used by benchmarks that bundle their own
// entry the same way (bench/automation.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** esbuild options of the server bundle, without its entry points. */
export const bundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externals',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@ulak/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await build({ ...bundleOptions, entryPoints: { main: 'src/main.ts', 'rotate-secret': 'src/rotate-secret-cli.ts' }, outdir: 'dist' });
}
