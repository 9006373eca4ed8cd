#!/usr/bin/env bash
# Generates one migration from the committed schema files plus the given new or changed ones, and commits them
# together, under a lock: several people (or agents) working in one tree never generate from each other's
# half-written tables, and every snapshot is committed with the schema it came from. drizzle-kit reads the schema
# files it is given from disk, so it runs in a temporary worktree of HEAD into which only the given files are copied.
# Usage (from the repository root): apps/server/scripts/migration.sh <migration_name> <schema file>...
#   e.g. apps/server/scripts/migration.sh channels apps/server/src/modules/channels/channels.schema.ts
set -euo pipefail
name="$1"; shift
root="$(git rev-parse --show-toplevel)"
cd "$root"
exec 9>"$root/.git/ulak-migration.lock"
flock 9
tree="$(mktemp -d)"
cleanup() {
  git worktree remove --force "$tree" >/dev/null 2>&1 || rm -rf "$tree"
  git worktree prune
}
trap cleanup EXIT
git worktree add --detach -q "$tree" HEAD
ln -s "$root/node_modules" "$tree/node_modules"
[ -d "$root/apps/server/node_modules" ] && ln -s "$root/apps/server/node_modules" "$tree/apps/server/node_modules"
for f in "$@"; do
  mkdir -p "$tree/$(dirname "$f")"
  cp "$root/$f" "$tree/$f"
done
files=$(cd "$tree" && ls apps/server/src/modules/*/*.schema.ts | sed 's#^apps/server/##')
list=$(printf '%s\n' $files | sort -u | sed "s#.*#'./&',#" | tr -d '\n')
cat > "$tree/apps/server/drizzle.partial.config.ts" <<CFG
import { defineConfig } from 'drizzle-kit';
export default defineConfig({ dialect: 'postgresql', schema: [${list}], out: './drizzle' });
CFG
(cd "$tree/apps/server" && npx drizzle-kit generate --config drizzle.partial.config.ts --name "$name")
# the new SQL, its snapshot and the journal come back into this tree, and only they are committed (another person's
# uncommitted migration files in apps/server/drizzle stay theirs)
made=$(git -C "$tree" status --porcelain --untracked-files=all -- apps/server/drizzle | awk '{print $2}')
[ -n "$made" ] || { echo "drizzle-kit generated nothing" >&2; exit 1; }
for f in $made; do cp "$tree/$f" "$root/$f"; done
git add $made "$@"
git commit -q -m "Migration ${name}: tables of $(printf '%s ' "$@")" -- $made "$@"
git log --oneline -1
