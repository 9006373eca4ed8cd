import '@mantine/core/styles/Grid.css';
import { Alert, Anchor, Badge, Button, Card, Container, Grid, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconBook,
  IconClock,
  IconEye,
  IconMail,
  IconMessageCircle,
  IconPhone,
  IconSearchOff,
  IconThumbUp,
  IconVideo,
} from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import sections from 'virtual:i18n/help,articles,statusPage';
import { addTranslations } from '../../i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { formatNumber } from '../../ui/format';
import { PageHero } from '../../features/marketing/components/PageHero';
import { HELP_CATEGORIES } from '@ulak/shared/site';
import { useHelpArticlesQuery } from '../../features/articles/hooks/useHelpArticlesQuery';
import { categoryLabel } from '../../features/articles/categoryLabel';
import { SearchBox } from '../../features/articles/components/SearchBox';
import { StatusSummaryCard } from '../../features/status/components/StatusSummaryCard';
import { useSiteSettingsQuery } from '../../features/site/hooks/useSiteSettingsQuery';
import { useChat } from '../../features/chat/hooks/useChat';

addTranslations(sections);

type QuickCard = { key: 'chat' | 'video' | 'email' | 'phone'; icon: typeof IconMail; action: { to?: string; href?: string; onClick?: () => void } | null };

// HelpPage is the help centre: search, quick support, category filter, articles, the system status and a contact call to action.
export function HelpPage() {
  const { t, i18n } = useTranslation();
  usePageMeta(t('help.meta.title'), t('help.meta.description'));
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const categoryParam = params.get('category');
  const category = HELP_CATEGORIES.find((c) => c === categoryParam) ?? null;
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const articles = useHelpArticlesQuery(debounced, category);
  const settings = useSiteSettingsQuery().data;
  const chat = useChat();

  const update = (next: { q?: string; category?: string | null }) => {
    const merged = new URLSearchParams(params);
    if (next.q !== undefined) {
      if (next.q) merged.set('q', next.q);
      else merged.delete('q');
    }
    if (next.category !== undefined) {
      if (next.category) merged.set('category', next.category);
      else merged.delete('category');
    }
    setParams(merged, { replace: true });
  };

  const quick: QuickCard[] = [
    { key: 'chat', icon: IconMessageCircle, action: chat ? { onClick: chat.open } : { to: '/contact?type=support' } },
    { key: 'video', icon: IconVideo, action: { to: '/demo' } },
    { key: 'email', icon: IconMail, action: settings?.supportEmail ? { href: `mailto:${settings.supportEmail}` } : { to: '/contact?type=support' } },
    { key: 'phone', icon: IconPhone, action: null },
  ];

  const items = articles.data?.items ?? [];
  const counts = new Map((articles.data?.categories ?? []).map((c) => [c.id, c.count]));
  const filtering = debounced !== '' || category !== null;

  return (
    <>
      <PageHero title={t('help.title')} text={t('help.text')}>
        <SearchBox
          value={search}
          onChange={(q) => update({ q })}
          label={t('help.searchLabel')}
          placeholder={t('help.searchPlaceholder')}
          clearLabel={t('articles.clearSearch')}
          testId="help-search"
        />
      </PageHero>

      <Container size="xl" pb="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md" data-testid="help-quick">
          {quick.map((q) => (
            <Card key={q.key} withBorder radius="md" padding="lg" data-testid={`help-quick-${q.key}`} data-disabled={q.action ? undefined : true}>
              <Stack gap={6} h="100%">
                <Group justify="space-between" wrap="nowrap">
                  <ThemeIcon size={40} radius="md" variant="light" color={q.action ? 'blue' : 'gray'} aria-hidden>
                    <q.icon size={22} />
                  </ThemeIcon>
                  {!q.action && (
                    <Badge color="gray" variant="light">
                      {t('help.quick.comingSoon')}
                    </Badge>
                  )}
                </Group>
                <Title order={2} fz="md">
                  {t(`help.quick.${q.key}.title`)}
                </Title>
                <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
                  {t(`help.quick.${q.key}.text`)}
                </Text>
                {q.action?.to && (
                  <Button size="xs" variant="light" component={Link} to={q.action.to} data-testid={`help-quick-${q.key}-action`}>
                    {t(`help.quick.${q.key}.action`)}
                  </Button>
                )}
                {q.action?.href && (
                  <Button size="xs" variant="light" component="a" href={q.action.href} data-testid={`help-quick-${q.key}-action`}>
                    {t(`help.quick.${q.key}.action`)}
                  </Button>
                )}
                {q.action?.onClick && (
                  <Button size="xs" variant="light" onClick={q.action.onClick} data-testid={`help-quick-${q.key}-action`}>
                    {t(`help.quick.${q.key}.action`)}
                  </Button>
                )}
                {!q.action && (
                  <Button size="xs" variant="light" color="gray" disabled data-testid={`help-quick-${q.key}-action`}>
                    {t('help.quick.comingSoon')}
                  </Button>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="xl" pb="xl">
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Group gap="xs" role="group" aria-label={t('help.categoryFilter')} data-testid="help-categories">
                {[null, ...HELP_CATEGORIES].map((id) => (
                  <Button
                    key={id ?? 'all'}
                    size="xs"
                    radius="xl"
                    variant={category === id ? 'filled' : 'default'}
                    aria-pressed={category === id}
                    onClick={() => update({ category: id })}
                    data-testid={`help-category-${id ?? 'all'}`}
                  >
                    {id ? categoryLabel(t, 'help', id) : t('help.categories.all')}
                    {id && counts.has(id) ? ` (${counts.get(id)})` : ''}
                  </Button>
                ))}
              </Group>

              {articles.isPending && Array.from({ length: 4 }, (_, i) => <Skeleton key={i} h={96} radius="md" />)}
              {articles.isError && (
                <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="help-error">
                  <Group justify="space-between">
                    <Text size="sm">{t('articles.loadError')}</Text>
                    <Button size="xs" variant="default" onClick={() => void articles.refetch()}>
                      {t('common.retry')}
                    </Button>
                  </Group>
                </Alert>
              )}
              {articles.isSuccess && items.length === 0 && (
                <Paper withBorder radius="md" p="xl" data-testid="help-no-results">
                  <Stack align="center" ta="center" gap="sm">
                    <IconSearchOff size={32} aria-hidden />
                    <Text fw={600}>{filtering ? t('help.noResults') : t('help.empty')}</Text>
                    {filtering && (
                      <Button variant="default" onClick={() => update({ q: '', category: null })} data-testid="help-clear-search">
                        {t('articles.clearSearch')}
                      </Button>
                    )}
                  </Stack>
                </Paper>
              )}
              <Stack gap="sm" data-testid="help-articles">
                {items.map((a) => (
                  <Card key={a.id} withBorder radius="md" padding="md" data-testid="help-article">
                    <Stack gap={6}>
                      <Group justify="space-between" wrap="nowrap" align="flex-start">
                        <Title order={2} fz="md">
                          <Anchor component={Link} to={`/help/${a.slug}`} c="inherit">
                            {a.title}
                          </Anchor>
                        </Title>
                        <Badge variant="light" style={{ flexShrink: 0 }}>
                          {categoryLabel(t, 'help', a.category)}
                        </Badge>
                      </Group>
                      <Text size="sm" c="dimmed">
                        {a.excerpt}
                      </Text>
                      <Group gap="md">
                        <Group gap={4}>
                          <IconClock size={14} aria-hidden />
                          <Text size="xs" c="dimmed">
                            {t('articles.readTime', { minutes: a.readTime })}
                          </Text>
                        </Group>
                        <Group gap={4}>
                          <IconEye size={14} aria-hidden />
                          <Text size="xs" c="dimmed">
                            {t('articles.views', { count: a.views, formatted: formatNumber(a.views, i18n.language) })}
                          </Text>
                        </Group>
                        {a.helpfulPercent !== null && (
                          <Group gap={4}>
                            <IconThumbUp size={14} aria-hidden />
                            <Text size="xs" c="dimmed">
                              {t('articles.helpfulPercent', { percent: Math.round(a.helpfulPercent) })}
                            </Text>
                          </Group>
                        )}
                      </Group>
                    </Stack>
                  </Card>
                ))}
              </Stack>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <StatusSummaryCard />
              <Paper withBorder radius="md" p="md" data-testid="help-contact-cta">
                <Stack gap="xs">
                  <Group gap="xs" wrap="nowrap">
                    <IconBook size={20} aria-hidden />
                    <Title order={2} fz="md">
                      {t('help.contact.title')}
                    </Title>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('help.contact.text')}
                  </Text>
                  <Button component={Link} to="/contact?type=support" variant="light">
                    {t('help.contact.button')}
                  </Button>
                </Stack>
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
