// The analytics screens' texts live in src/i18n/analytics.{tr,en}.json under the "analytics" key; importing this module adds them.
import { addTranslations } from '../../i18n';
import en from '../../i18n/analytics.en.json';
import tr from '../../i18n/analytics.tr.json';

addTranslations({ en: { analytics: en }, tr: { analytics: tr } });
