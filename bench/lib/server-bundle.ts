// Bundles the server's entry as apps/server/build.mjs does (npm packages external, @ulak/shared inlined) from a clean
// checkout of the last commit (a git worktree, removed at cleanup), so a benchmark measures committed code while other
// work goes on in the tree, and never rebuilds the shared dist/main.js that browser tests run. BENCH_TREE=working
// bundles the working tree instead.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { log, onCleanup, root } from './harness.ts';

// sharedFrom resolves @ulak/shared and its subpaths (package.json exports) inside the given tree.
function sharedFrom(tree: string): Plugin {
  const dir = path.join(tree, 'packages/shared');
  const exportsMap = (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { exports: Record<string, string> }).exports;
  return {
    name: 'ulak-shared-of-tree',
    setup(b) {
      b.onResolve({ filter: /^@ulak\/shared(\/.*)?$/ }, (args) => {
        const sub = args.path === '@ulak/shared' ? '.' : `.${args.path.slice('@ulak/shared'.length)}`;
        const target = exportsMap[sub];
        return target ? { path: path.join(dir, target) } : undefined;
      });
    },
  };
}

/** Bundles apps/server/src/main.ts of the last commit (or the working tree) and returns the file to run. */
export async function bundleServer(label: string): Promise<string> {
  const working = process.env.BENCH_TREE === 'working';
  let tree = root;
  if (!working) {
    tree = fs.mkdtempSync(path.join(os.tmpdir(), `ulak-bench-tree-${label}-`));
    execFileSync('git', ['-C', root, 'worktree', 'add', '--detach', '--quiet', tree, 'HEAD']);
    onCleanup('remove the bench worktree', () => void execFileSync('git', ['-C', root, 'worktree', 'remove', '--force', tree]));
    // npm packages resolve from the bundle's place upwards: the tree borrows the installed ones
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'));
    fs.symlinkSync(path.join(root, 'apps/server/node_modules'), path.join(tree, 'apps/server/node_modules'));
    log(`bundling the server of ${execFileSync('git', ['-C', tree, 'log', '-1', '--format=%h %s']).toString().slice(0, 90)}`);
  }
  // the bundle sits in the tree's apps/server/dist/bench/, so the migrations it applies are that tree's
  const outfile = path.join(tree, `apps/server/dist/bench/${label}-${process.pid}.js`);
  const { bundleOptions } = (await import(path.join(root, 'apps/server/build.mjs'))) as { bundleOptions: BuildOptions };
  await build({
    ...bundleOptions,
    plugins: [sharedFrom(tree), ...(bundleOptions.plugins ?? [])],
    entryPoints: [path.join(tree, 'apps/server/src/main.ts')],
    outfile,
  });
  if (working) {
    onCleanup(`rm ${path.basename(outfile)}`, () => {
      for (const f of [outfile, `${outfile}.map`]) fs.rmSync(f, { force: true });
    });
  }
  return outfile;
}
