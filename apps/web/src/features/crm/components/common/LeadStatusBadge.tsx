import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LeadStatus } from '../../api/leadsApi';

export const LEAD_STATUS_COLOR: Record<LeadStatus, string> = {
  new: 'blue',
  contacted: 'cyan',
  qualified: 'teal',
  proposal: 'yellow',
  negotiation: 'orange',
  won: 'green',
  lost: 'red',
};

// LeadStatusBadge shows a lead's status in the interface language.
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={LEAD_STATUS_COLOR[status]} variant="light" data-testid="lead-status" data-status={status}>
      {t(`crm.status.${status}`)}
    </Badge>
  );
}
