// The whiteLabel screens' texts live in src/i18n/whiteLabel.{tr,en}.json under the "whiteLabel" key; importing this module adds them.
import { addTranslations } from '../../i18n';
import en from '../../i18n/whiteLabel.en.json';
import tr from '../../i18n/whiteLabel.tr.json';

addTranslations({ en: { whiteLabel: en }, tr: { whiteLabel: tr } });
