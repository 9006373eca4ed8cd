// The shared number input's texts live in src/i18n/numberInput.{tr,en}.json under "numberInput"; importing this module
// adds them to i18next (the input is used on public, auth and panel pages alike).
import { addTranslations } from '../i18n';
import en from '../i18n/numberInput.en.json';
import tr from '../i18n/numberInput.tr.json';

addTranslations({ en: { numberInput: en }, tr: { numberInput: tr } });

/** A key of the number input's texts, relative to "numberInput". */
export type NumberInputKey = keyof typeof en;
