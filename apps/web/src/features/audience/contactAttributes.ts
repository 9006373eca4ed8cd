// The custom-attribute rows of the contact form: typed (text, number, yes/no), converted to and from the API's map.
import type { AttributeValue } from './api/contactsApi';
import { ATTRIBUTE_KEY_PATTERN } from './segmentRules';

export type AttributeRowType = 'string' | 'number' | 'boolean';
export const ATTRIBUTE_ROW_TYPES: readonly AttributeRowType[] = ['string', 'number', 'boolean'];
export type AttributeRow = { id: string; key: string; type: AttributeRowType; value: string };
export type AttributeRowError = { key?: 'keyInvalid' | 'keyDuplicate'; value?: 'numberInvalid' | 'tooLong' };

let counter = 0;
// newAttributeRow makes an empty row with an id unique for this page's lifetime.
export function newAttributeRow(key = '', type: AttributeRowType = 'string', value = ''): AttributeRow {
  counter += 1;
  return { id: `a${counter}`, key, type, value };
}

// rowsFromAttributes turns a contact's attributes into editable rows (a null value is a removed attribute and is skipped).
export function rowsFromAttributes(attributes: Record<string, AttributeValue>): AttributeRow[] {
  return Object.entries(attributes).flatMap(([key, value]) => {
    if (value === null) return [];
    if (typeof value === 'number') return [newAttributeRow(key, 'number', String(value))];
    if (typeof value === 'boolean') return [newAttributeRow(key, 'boolean', String(value))];
    return [newAttributeRow(key, 'string', value)];
  });
}

// validateAttributeRows checks keys (pattern, no duplicates) and values (numbers, length); an empty key row is ignored.
export function validateAttributeRows(rows: AttributeRow[]): Record<string, AttributeRowError> {
  const errors: Record<string, AttributeRowError> = {};
  const seen = new Set<string>();
  for (const row of rows) {
    const key = row.key.trim();
    if (!key && !row.value.trim()) continue;
    const error: AttributeRowError = {};
    if (!ATTRIBUTE_KEY_PATTERN.test(key)) error.key = 'keyInvalid';
    else if (seen.has(key)) error.key = 'keyDuplicate';
    seen.add(key);
    if (row.type === 'number' && row.value.trim() !== '' && !Number.isFinite(Number(row.value.trim()))) error.value = 'numberInvalid';
    if (row.type === 'string' && row.value.length > 1000) error.value = 'tooLong';
    if (error.key || error.value) errors[row.id] = error;
  }
  return errors;
}

// attributesFromRows builds the API's attribute map; keys removed since `previous` are sent as null so the server drops their value.
export function attributesFromRows(rows: AttributeRow[], previous: Record<string, AttributeValue> = {}): Record<string, AttributeValue> {
  const out: Record<string, AttributeValue> = {};
  for (const row of rows) {
    const key = row.key.trim();
    if (!key) continue;
    const raw = row.value.trim();
    if (row.type === 'number') out[key] = raw === '' ? null : Number(raw);
    else if (row.type === 'boolean') out[key] = raw === 'true';
    else out[key] = row.value;
  }
  for (const key of Object.keys(previous)) if (!(key in out) && previous[key] !== null) out[key] = null;
  return out;
}
