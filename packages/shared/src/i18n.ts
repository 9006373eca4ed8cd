// Language constants and first-load detection (seed 000 §4, §9).

export const LANGUAGES = ['tr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tr';

/** Browser storage keys, product-specific so they never clash with another app on the same origin. */
export const STORAGE_KEYS = {
  token: 'token',
  language: 'ulak.language',
  currency: 'ulak.currency',
} as const;

// detectLanguage applies the first-load rule: a stored tr/en wins, else en for an English browser, else tr.
export function detectLanguage(stored: string | null | undefined, browserLanguage: string | null | undefined): Language {
  if (stored === 'tr' || stored === 'en') return stored;
  if ((browserLanguage ?? '').toLowerCase().startsWith('en')) return 'en';
  return 'tr';
}

// pickLanguage reads an Accept-Language header (or a bare code) and returns tr or en; tr by default.
export function pickLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (code === 'tr' || code === 'en') return code;
  }
  return DEFAULT_LANGUAGE;
}
