// The oauth screens' texts live in src/i18n/oauth.{tr,en}.json under the "oauth" key; importing this module adds them.
import { addTranslations } from '../../i18n';
import en from '../../i18n/oauth.en.json';
import tr from '../../i18n/oauth.tr.json';

addTranslations({ en: { oauth: en }, tr: { oauth: tr } });
