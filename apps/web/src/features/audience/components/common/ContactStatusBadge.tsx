import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContactStatus } from '@ulak/shared/audience';

const COLORS: Record<ContactStatus, string> = { subscribed: 'teal', non_subscribed: 'yellow', unsubscribed: 'gray', bounced: 'orange', complained: 'red' };

// ContactStatusBadge shows a contact's subscription status in its colour.
export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="contact-status" data-status={status}>
      {t(`audience.status.${status}`)}
    </Badge>
  );
}
