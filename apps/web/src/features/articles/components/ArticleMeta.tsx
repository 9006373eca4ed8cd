import { Group, Text } from '@mantine/core';
import { IconCalendar, IconClock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/format';
import type { ArticleSummary } from '../api/articlesApi';

// ArticleMeta is the byline of a post: author, date and read time.
export function ArticleMeta({ article }: { article: Pick<ArticleSummary, 'author' | 'date' | 'readTime'> }) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap="md" wrap="wrap">
      <Group gap={4} wrap="nowrap">
        <IconUser size={14} aria-hidden />
        <Text size="xs" c="dimmed">
          {article.author}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <IconCalendar size={14} aria-hidden />
        <Text size="xs" c="dimmed" component="time" dateTime={article.date}>
          {formatDate(article.date, i18n.language)}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <IconClock size={14} aria-hidden />
        <Text size="xs" c="dimmed">
          {t('articles.readTime', { minutes: article.readTime })}
        </Text>
      </Group>
    </Group>
  );
}
