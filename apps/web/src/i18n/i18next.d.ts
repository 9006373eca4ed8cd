// Types the t() keys against the English tree, so a missing or misspelt key fails the type check.
import type en from './en.json';
import type audienceEn from './audience.en.json';

// The audience screens keep their texts in audience.{tr,en}.json, merged under "audience" (and the panel's Contacts label).
type AudienceTree = { audience: typeof audienceEn; panel: { nav: { contacts: string } } };

declare module 'i18next' {
  // Module augmentation needs an interface.
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & AudienceTree };
  }
}
