// The virtual:i18n/<sections> modules of tooling/i18nSections.ts: the listed sections of both trees.
declare module 'virtual:i18n/*' {
  const bundle: { en: Record<string, unknown>; tr: Record<string, unknown> };
  export default bundle;
}
