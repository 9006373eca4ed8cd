// The audience screens' texts live in their own trees (src/i18n/audience.{tr,en}.json) under the "audience" key;
// importing this module adds them to i18next, plus the panel's "Contacts" navigation label.
import { addTranslations } from '../../i18n';
import en from '../../i18n/audience.en.json';
import tr from '../../i18n/audience.tr.json';

addTranslations({
  en: { audience: en, panel: { nav: { contacts: en.nav.contacts } } },
  tr: { audience: tr, panel: { nav: { contacts: tr.nav.contacts } } },
});
