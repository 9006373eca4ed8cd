import '@mantine/core/styles/Grid.css';
import { useState } from 'react';
import { Alert, Button, Container, Grid, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconArticle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import sections from 'virtual:i18n/blog,articles';
import { addTranslations } from '../../i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { EmptyState } from '../../ui/EmptyState';
import { PageHero } from '../../features/marketing/components/PageHero';
import { TrialCta } from '../../features/marketing/components/TrialCta';
import { useBlogArticlesQuery } from '../../features/articles/hooks/useBlogArticlesQuery';
import { ArticleCard } from '../../features/articles/components/ArticleCard';
import { CategoryList } from '../../features/articles/components/CategoryList';
import { PopularList } from '../../features/articles/components/PopularList';
import { NewsletterBox } from '../../features/articles/components/NewsletterBox';
import { SearchBox } from '../../features/articles/components/SearchBox';

addTranslations(sections);

// BlogPage lists blog posts: search, one featured post, the grid with 'load more', categories, popular posts and the newsletter.
export function BlogPage() {
  const { t } = useTranslation();
  usePageMeta(t('blog.meta.title'), t('blog.meta.description'));
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const posts = useBlogArticlesQuery(debounced, category);
  const pages = posts.data?.pages ?? [];
  const first = pages[0];
  const all = pages.flatMap((p) => p.items);
  const filtering = debounced !== '' || category !== null;
  const featured = filtering ? undefined : all.find((p) => p.featured);
  const grid = all.filter((p) => p !== featured);

  return (
    <>
      <PageHero title={t('blog.title')} text={t('blog.text')}>
        <SearchBox
          value={search}
          onChange={setSearch}
          label={t('blog.searchLabel')}
          placeholder={t('blog.searchPlaceholder')}
          clearLabel={t('articles.clearSearch')}
          testId="blog-search"
        />
      </PageHero>
      <Container size="xl" pb="xl">
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg" data-testid="blog-list">
              {posts.isPending && (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {Array.from({ length: 4 }, (_, i) => (
                    <Skeleton key={i} h={220} radius="md" />
                  ))}
                </SimpleGrid>
              )}
              {posts.isError && (
                <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="blog-error">
                  <Group justify="space-between">
                    <Text size="sm">{t('articles.loadError')}</Text>
                    <Button size="xs" variant="default" onClick={() => void posts.refetch()}>
                      {t('common.retry')}
                    </Button>
                  </Group>
                </Alert>
              )}
              {posts.isSuccess && all.length === 0 && (
                <EmptyState
                  icon={<IconArticle size={28} />}
                  title={filtering ? t('blog.noMatch') : t('blog.empty')}
                  description={filtering ? undefined : t('blog.emptyText')}
                  action={
                    filtering ? (
                      <Button
                        variant="default"
                        onClick={() => {
                          setSearch('');
                          setCategory(null);
                        }}
                        data-testid="blog-clear-search"
                      >
                        {t('articles.clearSearch')}
                      </Button>
                    ) : undefined
                  }
                  testId="blog-empty"
                />
              )}
              {featured && <ArticleCard article={featured} featured />}
              {grid.length > 0 && (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                  {grid.map((post) => (
                    <ArticleCard key={post.id} article={post} />
                  ))}
                </SimpleGrid>
              )}
              {posts.hasNextPage && (
                <Group justify="center">
                  <Button variant="default" onClick={() => void posts.fetchNextPage()} loading={posts.isFetchingNextPage} data-testid="blog-load-more">
                    {t('blog.loadMore')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              {first && <CategoryList kind="blog" categories={first.categories} selected={category} onSelect={setCategory} />}
              {first && <PopularList kind="blog" popular={first.popular} />}
              <NewsletterBox />
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
      <TrialCta />
    </>
  );
}
