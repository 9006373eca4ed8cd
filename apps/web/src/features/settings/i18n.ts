// The settings screens' texts live in src/i18n/settings.{tr,en}.json under the "settings" key; importing this module adds them.
import { addTranslations } from '../../i18n';
import en from '../../i18n/settings.en.json';
import tr from '../../i18n/settings.tr.json';

addTranslations({ en: { settings: en }, tr: { settings: tr } });
