import '@mantine/core/styles/Image.css';
import { Anchor, Badge, Card, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ArticleSummary } from '../api/articlesApi';
import { categoryLabel } from '../categoryLabel';
import { ArticleMeta } from './ArticleMeta';

// ArticleCard is one blog post of the grid: category, title, excerpt, author, date and read time.
export function ArticleCard({ article, featured = false }: { article: ArticleSummary; featured?: boolean }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" data-testid={featured ? 'blog-featured' : 'blog-post'}>
      {article.image && (
        <Card.Section mb="md">
          <Image src={article.image} alt="" h={featured ? 260 : 160} fit="cover" loading="lazy" />
        </Card.Section>
      )}
      <Stack gap="xs" h="100%">
        <Badge variant="light" w="fit-content">
          {featured ? `${t('blog.featured')} · ` : ''}
          {categoryLabel(t, 'blog', article.category)}
        </Badge>
        <Title order={featured ? 2 : 3} fz={featured ? 26 : 'lg'}>
          <Anchor component={Link} to={`/blog/${article.slug}`} c="inherit">
            {article.title}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {article.excerpt}
        </Text>
        <ArticleMeta article={article} />
      </Stack>
    </Card>
  );
}
