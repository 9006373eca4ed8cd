// The CRM screens' texts live in their own trees (src/i18n/crm.{tr,en}.json) under the "crm" key;
// importing this module adds them to i18next.
import { addTranslations } from '../../i18n';
import en from '../../i18n/crm.en.json';
import tr from '../../i18n/crm.tr.json';

addTranslations({ en: { crm: en }, tr: { crm: tr } });
