// reasonText shows a message's reason: a server code (CHANNEL_NO_CONSENT…) in the page's language, a provider's own text as it is.
import { isMessageKey, translate, type Language } from '@ulak/shared';

export function reasonText(reason: string | null | undefined, language: string): string {
  if (!reason) return '';
  return isMessageKey(reason) ? translate(reason, (language === 'tr' ? 'tr' : 'en') as Language) : reason;
}
