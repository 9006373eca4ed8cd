import { Badge, Paper, Stack, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ArticleKind } from '../api/articlesApi';
import { categoryLabel } from '../categoryLabel';

type Props = {
  kind: ArticleKind;
  categories: { id: string; count: number }[];
  selected: string | null;
  onSelect: (category: string | null) => void;
};

// CategoryList lists the categories with their article counts; choosing one filters the list ('all' clears it).
export function CategoryList({ kind, categories, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const total = categories.reduce((sum, c) => sum + c.count, 0);
  const row = (id: string | null, label: string, count: number) => (
    <UnstyledButton
      key={id ?? 'all'}
      className="ulak-option"
      aria-pressed={selected === id}
      onClick={() => onSelect(id)}
      data-testid={`${kind}-category-${id ?? 'all'}`}
    >
      <span style={{ flexGrow: 1 }}>{label}</span>
      <Badge size="sm" variant="light" color="gray">
        {count}
      </Badge>
    </UnstyledButton>
  );
  return (
    <Paper withBorder radius="md" p="md" data-testid={`${kind}-categories`}>
      <Stack gap={4}>
        <Title order={2} fz="md" mb={4}>
          {t('articles.categories')}
        </Title>
        {row(null, t('articles.allCategories'), total)}
        {categories.map((c) => row(c.id, categoryLabel(t, kind, c.id), c.count))}
      </Stack>
    </Paper>
  );
}
