import { Anchor, Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconApi, IconChartBar, IconCreditCard, IconMail, IconPlugConnected, IconRocket, IconShieldLock, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import sections from 'virtual:i18n/docs';
import { addTranslations } from '../../i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { InfoLayout } from '../../features/marketing/components/InfoLayout';

addTranslations(sections);

/** Guides by topic: each opens the matching help-centre category, the API reference opens the live OpenAPI document. */
const GUIDES = [
  { key: 'gettingStarted', icon: IconRocket, to: '/help?category=getting-started' },
  { key: 'campaigns', icon: IconMail, to: '/help?category=campaigns' },
  { key: 'crm', icon: IconUsers, to: '/help?category=crm' },
  { key: 'analytics', icon: IconChartBar, to: '/help?category=analytics' },
  { key: 'billing', icon: IconCreditCard, to: '/help?category=billing' },
  { key: 'security', icon: IconShieldLock, to: '/help?category=security' },
  { key: 'integrations', icon: IconPlugConnected, to: '/help?category=integrations' },
  { key: 'api', icon: IconApi, href: '/api/docs' },
] as const;

// DocsPage is the documentation hub: guides by topic and the API reference.
export function DocsPage() {
  const { t } = useTranslation();
  usePageMeta(t('docs.meta.title'), t('docs.meta.description'));
  return (
    <InfoLayout
      testId="docs-page"
      title={t('docs.title')}
      text={t('docs.text')}
      before={
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="docs-guides">
          {GUIDES.map((g) => (
            <Card key={g.key} withBorder radius="md" padding="lg">
              <ThemeIcon size={40} radius="md" variant="light" mb="sm" aria-hidden>
                <g.icon size={22} />
              </ThemeIcon>
              <Title order={2} fz="md" mb={4}>
                {'to' in g ? (
                  <Anchor component={Link} to={g.to} c="inherit">
                    {t(`docs.guides.${g.key}.title`)}
                  </Anchor>
                ) : (
                  <Anchor href={g.href} c="inherit">
                    {t(`docs.guides.${g.key}.title`)}
                  </Anchor>
                )}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`docs.guides.${g.key}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      }
      sections={[{ id: 'selfHosting', title: t('docs.selfHosting.title'), text: t('docs.selfHosting.text') }]}
    />
  );
}
