// The channels screens' texts live in src/i18n/channels.{tr,en}.json under the "channels" key; importing this module adds them.
import { addTranslations } from '../../i18n';
import en from '../../i18n/channels.en.json';
import tr from '../../i18n/channels.tr.json';

addTranslations({ en: { channels: en }, tr: { channels: tr } });
