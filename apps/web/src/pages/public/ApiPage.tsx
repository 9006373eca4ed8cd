import { Button, Card, Code, Container, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../features/marketing/components/PageHero';

// ApiPage introduces the REST API and links to its OpenAPI documentation at /api/docs.
export function ApiPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero title={t('apiPage.title')} text={t('apiPage.text')}>
        <Button component="a" href="/api/docs" rightSection={<IconExternalLink size={16} />} size="md" data-testid="api-docs-link">
          {t('apiPage.docs')}
        </Button>
      </PageHero>
      <Container size="md" pb="xl">
        <Card withBorder radius="md">
          <Stack gap="sm">
            <Title order={3} fz="md">
              {t('apiPage.authTitle')}
            </Title>
            <Text size="sm">{t('apiPage.authText')}</Text>
            <Code block>{'curl -H "Authorization: Bearer <token>" -H "Accept-Language: en" https://<your-host>/api/auth/me'}</Code>
            <Text size="sm" c="dimmed">
              {t('apiPage.errorsText')}
            </Text>
          </Stack>
        </Card>
      </Container>
    </>
  );
}
