// The campaign, template and mail-rotation screens keep their texts in their own trees
// (src/i18n/campaigns.{tr,en}.json) under the "campaigns" key; importing this module adds them to i18next.
import { addTranslations } from '../../i18n';
import en from '../../i18n/campaigns.en.json';
import tr from '../../i18n/campaigns.tr.json';

addTranslations({ en: { campaigns: en }, tr: { campaigns: tr } });
