// Bundles the server into dist/main.js (and the secret-rotation command into dist/rotate-secret.js): our code and
// @ulak/shared inlined, npm packages left external.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', 'rotate-secret': 'src/rotate-secret-cli.ts' },
  outdir: 'dist',
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
});
