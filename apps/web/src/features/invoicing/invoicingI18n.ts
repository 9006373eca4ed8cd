// The invoicing screen's texts live in their own trees (src/i18n/invoicing.{tr,en}.json) under the "invoicing" key,
// and the company settings page's in companySettings.{tr,en}.json, merged into "companySettings";
// importing this module adds both to i18next.
import { addTranslations } from '../../i18n';
import en from '../../i18n/invoicing.en.json';
import tr from '../../i18n/invoicing.tr.json';
import companyEn from '../../i18n/companySettings.en.json';
import companyTr from '../../i18n/companySettings.tr.json';

addTranslations({ en: { invoicing: en, companySettings: companyEn }, tr: { invoicing: tr, companySettings: companyTr } });
