import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../ui/format';
import type { ArticleKind, ArticleList } from '../api/articlesApi';

// PopularList shows the most-read articles with their view counts.
export function PopularList({ kind, popular }: { kind: ArticleKind; popular: ArticleList['popular'] }) {
  const { t, i18n } = useTranslation();
  if (popular.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid={`${kind}-popular`}>
      <Stack gap="sm">
        <Title order={2} fz="md">
          {t('articles.popular')}
        </Title>
        {popular.map((p) => (
          <div key={p.id}>
            <Anchor component={Link} to={`/${kind}/${p.slug}`} size="sm" fw={600}>
              {p.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t('articles.views', { count: p.views, formatted: formatNumber(p.views, i18n.language) })}
            </Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
