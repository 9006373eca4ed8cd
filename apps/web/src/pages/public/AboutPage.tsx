import '@mantine/core/styles/Timeline.css';
import { Badge, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import {
  IconBulb,
  IconCode,
  IconEye,
  IconHeadset,
  IconHeartHandshake,
  IconLanguage,
  IconLock,
  IconMailFast,
  IconScale,
  IconTarget,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import sections from 'virtual:i18n/about,productModules';
import { addTranslations } from '../../i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { PageHero } from '../../features/marketing/components/PageHero';
import { TrialCta } from '../../features/marketing/components/TrialCta';
import { StatsStrip } from '../../features/site/components/StatsStrip';
import { ModuleStateBadge } from '../../features/marketing/moduleState';
import { aboutTimeline, moduleName } from '../../features/marketing/modules';
import { PRODUCT_MODULES } from '@ulak/shared/site';

addTranslations(sections);

const VALUES = [
  { key: 'honesty', icon: IconScale },
  { key: 'privacy', icon: IconLock },
  { key: 'deliverability', icon: IconMailFast },
  { key: 'bilingual', icon: IconLanguage },
  { key: 'openness', icon: IconCode },
  { key: 'support', icon: IconHeartHandshake },
] as const;

const STATE_COLOR = { released: 'teal', inProgress: 'blue', planned: 'gray' } as const;

const TEAMS = [
  { key: 'product', icon: IconBulb },
  { key: 'deliverability', icon: IconMailFast },
  { key: 'support', icon: IconHeadset },
] as const;

// AboutPage tells who Ulak is for: mission, vision, real figures, values, the release timeline, the team and a call to action.
export function AboutPage() {
  const { t, i18n } = useTranslation();
  usePageMeta(t('about.meta.title'), t('about.meta.description'));
  const timeline = aboutTimeline();
  const released = timeline.filter((s) => s.state === 'released').length;
  return (
    <>
      <PageHero title={t('about.title')} text={t('about.text')} />
      <Container size="lg" pb="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card withBorder radius="md" padding="xl" data-testid="about-mission">
            <ThemeIcon size={44} radius="md" variant="light" mb="sm" aria-hidden>
              <IconTarget size={24} />
            </ThemeIcon>
            <Title order={2} fz="xl" mb="xs">
              {t('about.mission.title')}
            </Title>
            <Text c="dimmed">{t('about.mission.text')}</Text>
          </Card>
          <Card withBorder radius="md" padding="xl" data-testid="about-vision">
            <ThemeIcon size={44} radius="md" variant="light" color="grape" mb="sm" aria-hidden>
              <IconEye size={24} />
            </ThemeIcon>
            <Title order={2} fz="xl" mb="xs">
              {t('about.vision.title')}
            </Title>
            <Text c="dimmed">{t('about.vision.text')}</Text>
          </Card>
        </SimpleGrid>
      </Container>

      <Container size="lg" py="xl">
        <StatsStrip
          title={
            <Title order={2} ta="center">
              {t('about.stats.title')}
            </Title>
          }
        />
      </Container>

      <Container size="lg" py="xl">
        <Stack gap="lg">
          <Title order={2} ta="center">
            {t('about.values.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid="about-values">
            {VALUES.map((v) => (
              <Card key={v.key} withBorder radius="md" padding="lg">
                <ThemeIcon size={40} radius="md" variant="light" color="teal" mb="sm" aria-hidden>
                  <v.icon size={22} />
                </ThemeIcon>
                <Title order={3} fz="md" mb={4}>
                  {t(`about.values.items.${v.key}.title`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`about.values.items.${v.key}.text`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>

      <Container size="sm" py="xl">
        <Stack gap="lg">
          <Stack gap={4} ta="center">
            <Title order={2}>{t('about.timeline.title')}</Title>
            <Text c="dimmed">{t('about.timeline.text')}</Text>
          </Stack>
          <Timeline active={released - 1} bulletSize={22} lineWidth={2} data-testid="about-timeline">
            {timeline.map((step) => (
              <Timeline.Item
                key={step.key}
                data-testid={`about-release-${step.key}`}
                data-state={step.state}
                title={
                  <Group gap="xs">
                    <Text fw={700}>{t(`about.timeline.items.${step.key}.title`)}</Text>
                    <Badge size="sm" variant="outline" color={STATE_COLOR[step.state]}>
                      {t(`about.timeline.states.${step.state}`)}
                    </Badge>
                  </Group>
                }
              >
                <Text size="sm" c="dimmed">
                  {t(`about.timeline.items.${step.key}.text`)}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </Stack>
      </Container>

      <Container size="md" py="xl">
        <Stack gap="md">
          <Stack gap={4} ta="center">
            <Title order={2}>{t('productModules.title')}</Title>
            <Text c="dimmed">{t('productModules.text')}</Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" data-testid="about-modules">
            {PRODUCT_MODULES.map((m) => (
              <Card key={m.key} withBorder radius="md" padding="sm" data-testid={`about-module-${m.key}`} data-state={m.state}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600} size="sm">
                    {moduleName(m.key, i18n.language)}
                  </Text>
                  <ModuleStateBadge module={m.key} />
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>

      <Container size="lg" py="xl">
        <Stack gap="lg">
          <Stack gap={4} ta="center">
            <Group justify="center" gap="xs">
              <IconUsersGroup size={26} aria-hidden />
              <Title order={2}>{t('about.team.title')}</Title>
            </Group>
            <Text c="dimmed" maw={720} mx="auto">
              {t('about.team.text')}
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" data-testid="about-team">
            {TEAMS.map((team) => (
              <Card key={team.key} withBorder radius="md" padding="lg">
                <ThemeIcon size={40} radius="xl" variant="light" mb="sm" aria-hidden>
                  <team.icon size={22} />
                </ThemeIcon>
                <Title order={3} fz="md" mb={4}>
                  {t(`about.team.items.${team.key}.title`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`about.team.items.${team.key}.text`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>

      <TrialCta secondary={{ to: '/contact', label: t('nav.contact') }} />
    </>
  );
}
