import { Alert, Anchor, Badge, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconEye } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import sections from 'virtual:i18n/blog,help,articles,notFound';
import { addTranslations } from '../../i18n';
import { ApiRequestError } from '../../lib/api';
import { usePageMeta } from '../../lib/usePageMeta';
import { formatNumber } from '../../ui/format';
import { EmptyState } from '../../ui/EmptyState';
import { TrialCta } from '../../features/marketing/components/TrialCta';
import type { ArticleKind } from '../../features/articles/api/articlesApi';
import { useArticleQuery } from '../../features/articles/hooks/useArticleQuery';
import { categoryLabel } from '../../features/articles/categoryLabel';
import { ArticleBody } from '../../features/articles/components/ArticleBody';
import { ArticleMeta } from '../../features/articles/components/ArticleMeta';
import { HelpfulVote } from '../../features/articles/components/HelpfulVote';

addTranslations(sections);

// ArticlePage shows one blog post (/blog/:slug) or help article (/help/:slug); help articles ask "Was this helpful?".
export function ArticlePage({ kind }: { kind: ArticleKind }) {
  const { t, i18n } = useTranslation();
  const { slug = '' } = useParams();
  const article = useArticleQuery(kind, slug);
  const listTitle = kind === 'blog' ? t('blog.title') : t('help.title');
  usePageMeta(article.data?.title ?? listTitle, article.data?.excerpt ?? (kind === 'blog' ? t('blog.meta.description') : t('help.meta.description')));

  const back = (
    <Anchor component={Link} to={`/${kind}`} size="sm" data-testid="article-back">
      <Group gap={4}>
        <IconArrowLeft size={16} aria-hidden />
        {kind === 'blog' ? t('articles.backToBlog') : t('articles.backToHelp')}
      </Group>
    </Anchor>
  );

  if (article.isError && article.error instanceof ApiRequestError && article.error.status === 404) {
    return (
      <Container size="sm" py={60}>
        <EmptyState
          icon={<IconAlertTriangle size={28} />}
          title={t('articles.notFound')}
          description={t('notFound.text')}
          action={back}
          testId="article-not-found"
        />
      </Container>
    );
  }

  return (
    <>
      <Container size="md" py="xl" component="article" data-testid="article">
        <Stack gap="md">
          {back}
          {article.isPending && (
            <Stack gap="sm">
              <Skeleton h={40} w="80%" />
              <Skeleton h={16} w="40%" />
              <Skeleton h={200} />
            </Stack>
          )}
          {article.isError && (
            <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="article-error">
              <Group justify="space-between">
                <Text size="sm">{t('articles.loadError')}</Text>
                <Button size="xs" variant="default" onClick={() => void article.refetch()}>
                  {t('common.retry')}
                </Button>
              </Group>
            </Alert>
          )}
          {article.data && (
            <>
              <Badge variant="light" w="fit-content">
                {categoryLabel(t, kind, article.data.category)}
              </Badge>
              <Title order={1} fz={{ base: 28, sm: 38 }}>
                {article.data.title}
              </Title>
              <Group gap="md">
                <ArticleMeta article={article.data} />
                <Group gap={4}>
                  <IconEye size={14} aria-hidden />
                  <Text size="xs" c="dimmed">
                    {t('articles.views', { count: article.data.views, formatted: formatNumber(article.data.views, i18n.language) })}
                  </Text>
                </Group>
              </Group>
              <Text size="lg" c="dimmed">
                {article.data.excerpt}
              </Text>
              <ArticleBody body={article.data.body} />
              {kind === 'help' && <HelpfulVote key={article.data.id} articleId={article.data.id} helpfulPercent={article.data.helpfulPercent} />}
            </>
          )}
        </Stack>
      </Container>
      {kind === 'blog' ? (
        <TrialCta />
      ) : (
        <Container size="md" pb="xl">
          <Group justify="center">
            <Button component={Link} to="/contact?type=support" variant="default">
              {t('help.contact.button')}
            </Button>
          </Group>
        </Container>
      )}
    </>
  );
}
