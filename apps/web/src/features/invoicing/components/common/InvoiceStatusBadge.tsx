import { Badge } from '@mantine/core';
import type { InvoiceStatus } from '@ulak/shared/invoicing';
import { useTranslation } from 'react-i18next';

export const STATUS_COLORS: Record<InvoiceStatus, string> = {
  draft: 'gray',
  issued: 'indigo',
  sent: 'blue',
  viewed: 'cyan',
  paid: 'teal',
  overdue: 'red',
  cancelled: 'dark',
};

// InvoiceStatusBadge shows an invoice status with its label (Taslak, Gönderildi, … in Turkish).
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" tt="none" data-testid="invoice-status" data-status={status}>
      {t(`invoicing.status.${status}`)}
    </Badge>
  );
}
