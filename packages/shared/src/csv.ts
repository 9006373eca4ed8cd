// CSV cells for every export (contacts, leads, import error files): quoted as RFC 4180 asks and defused against
// formula injection as OWASP recommends, so a value like =HYPERLINK(...) opens as text in a spreadsheet.

/** First characters a spreadsheet reads as the start of a formula (or that hide one after them). */
const FORMULA_START = /^[=+\-@\t\r]/;

// csvQuote quotes a value when it holds a delimiter, a quote or a line break (no formula defusing: for rebuilding a
// source row as text, not for a cell a spreadsheet will open).
export function csvQuote(value: string): string {
  return /[",;\n\r\t]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

// csvCell renders one exported cell: objects as JSON, nothing as empty; a value that a spreadsheet would run as a
// formula is prefixed with a single quote and quoted.
export function csvCell(value: unknown): string {
  const s = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(s)) return `"'${s.replace(/"/g, '""')}"`;
  return csvQuote(s);
}

// csvRow joins the cells of one row (without the line break).
export function csvRow(values: readonly unknown[]): string {
  return values.map(csvCell).join(',');
}
