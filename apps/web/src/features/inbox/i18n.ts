// The inbox screens' texts live in src/i18n/inbox.{tr,en}.json under the "inbox" key; importing this module adds them.
import { addTranslations } from '../../i18n';
import en from '../../i18n/inbox.en.json';
import tr from '../../i18n/inbox.tr.json';

addTranslations({ en: { inbox: en }, tr: { inbox: tr } });
