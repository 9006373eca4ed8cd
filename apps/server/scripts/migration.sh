#!/usr/bin/env bash
# Generates one migration from the committed schema files plus the given new or changed ones, and commits them
# together, under a lock: several people (or agents) working in one tree never generate from each other's
# half-written tables, and every snapshot is committed with the schema it came from.
# Usage (from the repository root): apps/server/scripts/migration.sh <migration_name> <schema file>...
#   e.g. apps/server/scripts/migration.sh channels apps/server/src/modules/channels/channels.schema.ts
set -euo pipefail
name="$1"; shift
root="$(git rev-parse --show-toplevel)"
cd "$root"
exec 9>"$root/.git/ulak-migration.lock"
flock 9
files=$(git ls-files 'apps/server/src/modules/*/*.schema.ts' | sed 's#^apps/server/##')
for f in "$@"; do files="$files"$'\n'"${f#apps/server/}"; done
list=$(printf '%s\n' $files | sort -u | sed "s#.*#'./&',#" | tr -d '\n')
cfg="apps/server/drizzle.partial.config.ts"
trap 'rm -f "$root/$cfg"' EXIT
cat > "$cfg" <<CFG
import { defineConfig } from 'drizzle-kit';
export default defineConfig({ dialect: 'postgresql', schema: [${list}], out: './drizzle' });
CFG
(cd apps/server && npx drizzle-kit generate --config drizzle.partial.config.ts --name "$name")
rm -f "$cfg"
git add apps/server/drizzle "$@"
git commit -q -m "Migration ${name}: tables of $(printf '%s ' "$@")" -- apps/server/drizzle "$@"
git log --oneline -1
