// Server messages of the analytics reports and the dashboard, in both languages, keyed by stable code (merged into MESSAGES).
export const ANALYTICS_MESSAGES = {
  ANALYTICS_EXPORT_FAILED: { tr: 'Rapor dosyası oluşturulamadı. Lütfen tekrar deneyin.', en: 'The report file could not be created. Please try again.' },
} as const satisfies Record<string, { tr: string; en: string }>;
