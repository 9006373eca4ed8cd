import type { ReactNode } from 'react';
import { Alert, Button, Container, Group, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../features/marketing/components/PageHero';

export const INFO_PAGES = [
  'about', 'blog', 'demo', 'contact', 'help', 'integrations', 'careers', 'press', 'docs', 'security', 'templates', 'privacy', 'terms',
] as const;
export type InfoPageKey = (typeof INFO_PAGES)[number];

type Props = { page: InfoPageKey; children?: ReactNode };

// InfoPage is a public page with a title, an introduction, its own sections and an honest note on what is still to come.
export function InfoPage({ page, children }: Props) {
  const { t } = useTranslation();
  return (
    <div data-testid={`info-page-${page}`}>
      <PageHero title={t(`info.${page}.title`)} text={t(`info.${page}.text`)} />
      <Container size="md" pb="xl">
        <Stack gap="lg">
          {children}
          <Alert icon={<IconInfoCircle size={18} />} color="blue" variant="light">
            {t(`info.${page}.note`)}
          </Alert>
          <Group justify="center">
            <Button component={Link} to="/contact" variant="default">
              {t('nav.contact')}
            </Button>
            <Button component={Link} to="/register">
              {t('nav.register')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </div>
  );
}
