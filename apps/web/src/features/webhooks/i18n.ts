// The webhooks screens' texts live in src/i18n/webhooks.{tr,en}.json under the "webhooks" key; importing this module adds them.
import { addTranslations } from '../../i18n';
import en from '../../i18n/webhooks.en.json';
import tr from '../../i18n/webhooks.tr.json';

addTranslations({ en: { webhooks: en }, tr: { webhooks: tr } });
