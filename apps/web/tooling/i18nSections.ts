// Vite plugin: `virtual:i18n/<sections>` modules that carry only some sections of the tr and en trees,
// so each lazy page ships the texts it shows and the first load stays small.
// `virtual:i18n/nav,footer,auth.sessionExpired` → { en: { nav, footer, auth: { sessionExpired } }, tr: { … } };
// `virtual:i18n/@all` → both whole trees.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:i18n/';
const RESOLVED = '\0' + PREFIX;
const LANGUAGES = ['en', 'tr'] as const;

type Tree = { [key: string]: string | Tree };

// pick copies the listed dotted paths of a tree into a new tree; an unknown path fails the build.
export function pick(tree: Tree, paths: string[], file: string): Tree {
  const out: Tree = {};
  for (const dotted of paths) {
    const parts = dotted.split('.');
    let from: string | Tree = tree;
    let to = out;
    parts.forEach((part, i) => {
      if (typeof from !== 'object' || !(part in from)) throw new Error(`i18n section "${dotted}" is missing from ${file}`);
      from = from[part];
      if (i === parts.length - 1) to[part] = from;
      else to = (to[part] = typeof to[part] === 'object' ? to[part] : {}) as Tree;
    });
  }
  return out;
}

// i18nSections serves the virtual modules from src/i18n/{en,tr}.json under `dir`.
export function i18nSections(dir: string): Plugin {
  return {
    name: 'ulak-i18n-sections',
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const spec = id.slice(RESOLVED.length);
      const bundle: Record<string, Tree> = {};
      for (const lng of LANGUAGES) {
        const file = path.join(dir, `${lng}.json`);
        this.addWatchFile(file);
        const tree = JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
        bundle[lng] =
          spec === '@all'
            ? tree
            : pick(
                tree,
                spec
                  .split(',')
                  .map((s) => s.trim())
                  .filter(Boolean),
                file,
              );
      }
      return `export default ${JSON.stringify(bundle)};`;
    },
  };
}
