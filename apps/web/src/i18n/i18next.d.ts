// Types the t() keys against the English tree, so a missing or misspelt key fails the type check.
import type en from './en.json';

declare module 'i18next' {
  // Module augmentation needs an interface.
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
