import { Button, Group, Select, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../ui/format';
import { PAGE_SIZES } from '../../contactFilterParams';

type Props = {
  page: number;
  pageSize: number;
  total: number | undefined;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onPageSize: (size: string) => void;
};

// KeysetPager moves through keyset pages (Previous pops the cursor stack, Next pushes the server's nextCursor).
export function KeysetPager({ page, pageSize, total, hasPrevious, hasNext, onPrevious, onNext, onPageSize }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Group justify="space-between" p="sm" wrap="wrap" gap="sm" data-testid="contacts-pager">
      <Group gap="sm">
        <Text size="sm" c="dimmed" data-testid="contacts-total">
          {total === undefined ? '' : t('audience.contacts.matching', { count: total, formatted: formatNumber(total, i18n.language) })}
        </Text>
        <Select
          aria-label={t('audience.contacts.pageSize')}
          data={PAGE_SIZES.map((s) => ({ value: s, label: t('audience.contacts.perPage', { size: s }) }))}
          value={String(pageSize)}
          onChange={(v) => v && onPageSize(v)}
          allowDeselect={false}
          size="xs"
          w={130}
          data-testid="contacts-page-size"
        />
      </Group>
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={14} />}
          disabled={!hasPrevious}
          onClick={onPrevious}
          data-testid="contacts-prev"
        >
          {t('audience.contacts.previous')}
        </Button>
        <Text size="sm" data-testid="contacts-page">
          {t('audience.contacts.page', { page })}
        </Text>
        <Button variant="default" size="xs" rightSection={<IconChevronRight size={14} />} disabled={!hasNext} onClick={onNext} data-testid="contacts-next">
          {t('audience.contacts.next')}
        </Button>
      </Group>
    </Group>
  );
}
