import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOR, shownStatus } from '../statusValues';

// StatusBadge shows a service or overall state; anything the client does not know is shown as unknown.
export function StatusBadge({ status, size = 'md' }: { status: string | null | undefined; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  const shown = shownStatus(status);
  return (
    <Badge color={STATUS_COLOR[shown]} size={size} variant="filled" data-status={shown}>
      {t(`statusPage.values.${shown}`)}
    </Badge>
  );
}
