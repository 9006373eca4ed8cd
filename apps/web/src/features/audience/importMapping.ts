// The column mapping of an import: one row per file column with its target (a contact field, a custom attribute
// with an editable key, or ignore), checked before the import starts.
import { IMPORT_TARGETS } from '@ulak/shared/audience';
import { ATTRIBUTE_KEY_PATTERN } from './segmentRules';

export type KnownTarget = (typeof IMPORT_TARGETS)[number];
export type MappingTarget = KnownTarget | 'attribute' | 'ignore';
export type MappingRow = { header: string; target: MappingTarget; key: string };
export type MappingProblem = 'emailUnmapped' | 'duplicateTarget' | 'keyInvalid' | 'duplicateKey';

export const MAPPING_TARGETS: readonly MappingTarget[] = [...IMPORT_TARGETS, 'attribute', 'ignore'];
export const IMPORT_EXTENSIONS = ['.csv', '.xlsx'] as const;

// isImportFile tells whether a file name has an extension the import accepts.
export function isImportFile(name: string): boolean {
  const lower = name.toLowerCase();
  return IMPORT_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

// attributeKeyFrom turns a column header into a valid attribute key ("Doğum tarihi" → "Do_um_tarihi"), or '' when none is left.
export function attributeKeyFrom(header: string): string {
  return header
    .trim()
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/^[^A-Za-z]+/, '')
    .slice(0, 64);
}

// mappingRowsFrom builds the rows from the file's headers and the server's suggested mapping.
export function mappingRowsFrom(headers: string[], suggested: Record<string, string>): MappingRow[] {
  return headers.map((header) => {
    const s = suggested[header] ?? 'ignore';
    if (s.startsWith('attribute:')) return { header, target: 'attribute', key: s.slice('attribute:'.length) };
    const known = (IMPORT_TARGETS as readonly string[]).includes(s) ? (s as KnownTarget) : 'ignore';
    return { header, target: known, key: attributeKeyFrom(header) };
  });
}

// mappingProblems lists what stops the import: no email column, a field chosen twice, a bad or repeated attribute key.
// The map's keys are row indexes (or -1 for the whole mapping).
export function mappingProblems(rows: MappingRow[]): Map<number, MappingProblem> {
  const problems = new Map<number, MappingProblem>();
  if (!rows.some((r) => r.target === 'email')) problems.set(-1, 'emailUnmapped');
  const targets = new Set<string>();
  const keys = new Set<string>();
  rows.forEach((row, i) => {
    if (row.target === 'ignore') return;
    if (row.target === 'attribute') {
      const key = row.key.trim();
      if (!ATTRIBUTE_KEY_PATTERN.test(key)) problems.set(i, 'keyInvalid');
      else if (keys.has(key)) problems.set(i, 'duplicateKey');
      keys.add(key);
      return;
    }
    if (targets.has(row.target)) problems.set(i, 'duplicateTarget');
    targets.add(row.target);
  });
  return problems;
}

// mappingBody turns the rows into the API's header → target map.
export function mappingBody(rows: MappingRow[]): Record<string, string> {
  return Object.fromEntries(rows.map((r) => [r.header, r.target === 'attribute' ? `attribute:${r.key.trim()}` : r.target]));
}
