// The admin screens' texts live in src/i18n/admin.{tr,en}.json under the "admin" key; importing this module adds them.
import { addTranslations } from '../../i18n';
import en from '../../i18n/admin.en.json';
import tr from '../../i18n/admin.tr.json';

addTranslations({ en: { admin: en }, tr: { admin: tr } });
