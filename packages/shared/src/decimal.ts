// Decimal rounding and grouping that reproduce Intl.NumberFormat's output without it: the first Intl formatter on a
// page costs ~40 ms of main thread (ICU data), the largest single item of the public pages' load.

export type Rounded = { int: string; frac: string };

// roundDecimal rounds |value| × 10^shift to `digits` fraction digits the way Intl does: on the shortest decimal form of
// the number (String(0.015) is "0.015", which rounds to 0.02), half away from zero. undefined when that form has an
// exponent (|value| ≥ 1e21 or < 1e-6) or the value is not finite: callers fall back to Intl.
export function roundDecimal(value: number, digits: number, shift = 0): Rounded | undefined {
  if (!Number.isFinite(value)) return undefined;
  const shortest = String(Math.abs(value));
  if (shortest.includes('e')) return undefined;
  let [int, frac = ''] = shortest.split('.');
  if (shift > 0) {
    frac = frac.padEnd(shift, '0');
    int += frac.slice(0, shift);
    frac = frac.slice(shift);
  } else if (shift < 0) {
    int = int.padStart(-shift + 1, '0');
    frac = int.slice(shift) + frac;
    int = int.slice(0, shift);
  }
  let units = int + frac.slice(0, digits).padEnd(digits, '0');
  if (frac.length > digits && frac[digits] >= '5') units = incrementDigits(units);
  const whole = (units.slice(0, units.length - digits) || '0').replace(/^0+(?=\d)/, '');
  return { int: whole, frac: digits ? units.slice(-digits) : '' };
}

// incrementDigits adds one to a string of decimal digits ("0999" → "1000").
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

// groupThousands separates the integer digits in threes ("1234567", "." → "1.234.567").
export function groupThousands(int: string, separator: string): string {
  return int.length > 3 ? int.replace(/\B(?=(\d{3})+$)/g, separator) : int;
}
