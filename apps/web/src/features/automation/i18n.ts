// The automation screens' texts live in src/i18n/automation.{tr,en}.json under the "automation" key; importing this module adds them.
import { addTranslations } from '../../i18n';
import en from '../../i18n/automation.en.json';
import tr from '../../i18n/automation.tr.json';

addTranslations({ en: { automation: en }, tr: { automation: tr } });
