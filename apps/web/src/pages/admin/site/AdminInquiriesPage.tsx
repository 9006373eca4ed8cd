import { useState } from 'react';
import { Alert, Button, Group, Pagination, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconMailOpened, IconRefresh } from '@tabler/icons-react';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { serverErrorText } from '../../../lib/api';
import { useAdminSiteT } from '../../../features/adminSite/adminSiteI18n';
import type { Inquiry } from '../../../features/adminSite/api/adminSiteApi';
import { useInquiriesQuery } from '../../../features/adminSite/hooks/useInquiriesQuery';
import { useSetInquiryHandledMutation } from '../../../features/adminSite/hooks/useSetInquiryHandledMutation';
import { InquiriesTable } from '../../../features/adminSite/components/InquiriesTable';

const PAGE_SIZE = 20;

// AdminInquiriesPage lists the contact and demo requests of the public site; each can be marked handled.
export function AdminInquiriesPage() {
  const { t } = useAdminSiteT();
  const [page, setPage] = useState(1);
  const inquiries = useInquiriesQuery(page, PAGE_SIZE);
  const setHandled = useSetInquiryHandledMutation();
  const data = inquiries.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.limit || PAGE_SIZE))) : 1;

  const toggle = (item: Inquiry) => {
    const handled = item.handledAt === null;
    setHandled.mutate(
      { id: item.id, handled },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: handled ? t('inquiries.markedHandled') : t('inquiries.markedUnhandled') }),
        onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('common.saveFailed')) }),
      },
    );
  };

  return (
    <Stack gap="lg" data-testid="admin-inquiries">
      <PageHeader
        title={t('inquiries.title')}
        description={t('inquiries.text')}
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={() => void inquiries.refetch()}
            loading={inquiries.isFetching && !inquiries.isPending}
            data-testid="inquiries-refresh"
          >
            {t('common.refresh')}
          </Button>
        }
      />
      {inquiries.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="inquiries-error">
          {serverErrorText(inquiries.error, t('common.loadFailed'))}
        </Alert>
      )}
      {inquiries.isPending && <Skeleton h={240} radius="md" />}
      {data && data.items.length === 0 && (
        <EmptyState icon={<IconMailOpened size={28} />} title={t('inquiries.emptyTitle')} description={t('inquiries.emptyText')} testId="inquiries-empty" />
      )}
      {data && data.items.length > 0 && (
        <Paper withBorder radius="md">
          <InquiriesTable items={data.items} pendingId={setHandled.isPending ? (setHandled.variables?.id ?? null) : null} onToggleHandled={toggle} />
          <Group justify="space-between" p="sm">
            <Text size="sm" c="dimmed">
              {t('common.total', { total: data.total })}
            </Text>
            {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} size="sm" data-testid="inquiries-pagination" />}
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
