// Server messages of the analytics reports and the dashboard, in both languages, keyed by stable code (merged into MESSAGES).
export const ANALYTICS_MESSAGES = {
  ANALYTICS_EXPORT_FAILED: { tr: 'Rapor dosyası oluşturulamadı. Lütfen tekrar deneyin.', en: 'The report file could not be created. Please try again.' },
  ANALYTICS_EXPORT_NOT_FOUND: { tr: 'Rapor dışa aktarımı bulunamadı.', en: 'Report export not found.' },
  ANALYTICS_EXPORT_NOT_READY: {
    tr: 'Rapor dosyası henüz hazır değil ya da süresi doldu.',
    en: 'The report file is not ready yet, or it has expired.',
  },
  'v.retentionMonths': {
    tr: 'Saklama süresi 3 ile 120 ay arasında bir tam sayı olmalı ya da boş bırakılmalıdır (süresiz).',
    en: 'Retention must be a whole number of months from 3 to 120, or empty (forever).',
  },
} as const satisfies Record<string, { tr: string; en: string }>;
