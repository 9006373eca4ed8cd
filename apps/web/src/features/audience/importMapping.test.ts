import { describe, expect, it } from 'vitest';
import { attributeKeyFrom, isImportFile, mappingBody, mappingProblems, mappingRowsFrom } from './importMapping';

describe('import mapping', () => {
  it('accepts only CSV and XLSX files', () => {
    expect(isImportFile('people.CSV')).toBe(true);
    expect(isImportFile('people.xlsx')).toBe(true);
    expect(isImportFile('people.xls')).toBe(false);
    expect(isImportFile('people.json')).toBe(false);
  });

  it('starts from the suggested mapping and sends attribute keys back', () => {
    const rows = mappingRowsFrom(['E-posta', 'Ad', 'Şehir', 'Notes'], { 'E-posta': 'email', Ad: 'first_name', Şehir: 'attribute:ehir', Notes: 'ignore' });
    expect(rows.map((r) => r.target)).toEqual(['email', 'first_name', 'attribute', 'ignore']);
    rows[2].key = 'city';
    expect(mappingProblems(rows).size).toBe(0);
    expect(mappingBody(rows)).toEqual({ 'E-posta': 'email', Ad: 'first_name', Şehir: 'attribute:city', Notes: 'ignore' });
  });

  it('requires an email column, one column per field and valid, distinct keys', () => {
    const rows = mappingRowsFrom(['a', 'b', 'c', 'd'], { a: 'first_name', b: 'first_name', c: 'attribute:x', d: 'attribute:x' });
    const problems = mappingProblems(rows);
    expect(problems.get(-1)).toBe('emailUnmapped');
    expect(problems.get(1)).toBe('duplicateTarget');
    expect(problems.get(3)).toBe('duplicateKey');
    rows[2].key = '9x';
    expect(mappingProblems(rows).get(2)).toBe('keyInvalid');
  });

  it('derives attribute keys from headers', () => {
    expect(attributeKeyFrom(' Birth date ')).toBe('Birth_date');
    expect(attributeKeyFrom('2024 score')).toBe('score');
    expect(attributeKeyFrom('çğ')).toBe('');
  });
});
