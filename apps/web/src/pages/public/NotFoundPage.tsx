import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import sections from 'virtual:i18n/notFound';
import { addTranslations } from '../../i18n';
import { usePageMeta } from '../../lib/usePageMeta';

addTranslations(sections);

// NotFoundPage answers an unknown address.
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta(t('notFound.title'), t('notFound.text'));
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md" data-testid="not-found">
        <Text fz={64} fw={800} c="dimmed" lh={1}>
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to="/">
          {t('common.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
