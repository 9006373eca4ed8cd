import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT, type WebhookEventType } from '@ulak/shared';

const KNOWN = new Set<string>([...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT]);

// useEventLabel gives the translated name of an event type (the raw type when the catalogue has no such event).
export function useEventLabel() {
  const { t } = useTranslation();
  return (type: string) => (KNOWN.has(type) ? t(`webhooks.events.${type as WebhookEventType | typeof WEBHOOK_TEST_EVENT}`) : type);
}
