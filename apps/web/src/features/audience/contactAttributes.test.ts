import { describe, expect, it } from 'vitest';
import { attributesFromRows, newAttributeRow, rowsFromAttributes, validateAttributeRows } from './contactAttributes';

describe('contact attribute rows', () => {
  it('keeps the type of each value both ways', () => {
    const rows = rowsFromAttributes({ city: 'Istanbul', age: 31, vip: false, gone: null });
    expect(rows.map((r) => [r.key, r.type, r.value])).toEqual([
      ['city', 'string', 'Istanbul'],
      ['age', 'number', '31'],
      ['vip', 'boolean', 'false'],
    ]);
    expect(attributesFromRows(rows)).toEqual({ city: 'Istanbul', age: 31, vip: false });
  });

  it('sends removed keys as null so the server forgets them', () => {
    const rows = [newAttributeRow('city', 'string', 'Ankara')];
    expect(attributesFromRows(rows, { city: 'Istanbul', age: 31 })).toEqual({ city: 'Ankara', age: null });
  });

  it('flags bad keys, duplicates and non-numbers', () => {
    const rows = [
      newAttributeRow('1x', 'string', 'a'),
      newAttributeRow('ok', 'number', 'abc'),
      newAttributeRow('ok', 'string', 'b'),
      newAttributeRow('', 'string', ''),
    ];
    const errors = validateAttributeRows(rows);
    expect(errors[rows[0].id]).toEqual({ key: 'keyInvalid' });
    expect(errors[rows[1].id]).toEqual({ value: 'numberInvalid' });
    expect(errors[rows[2].id]).toEqual({ key: 'keyDuplicate' });
    expect(errors[rows[3].id]).toBeUndefined();
  });
});
