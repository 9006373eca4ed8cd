import type { ReactNode } from 'react';
import { Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHero } from './PageHero';

export type InfoSection = { id: string; title: string; text?: string; items?: string[]; extra?: ReactNode };

type Props = { testId: string; title: string; text: string; sections: InfoSection[]; before?: ReactNode; after?: ReactNode };

// InfoLayout is the frame of the short information and legal pages: a hero, titled sections and the contact/register links.
export function InfoLayout({ testId, title, text, sections, before, after }: Props) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <PageHero title={title} text={text} />
      <Container size="md" pb="xl">
        <Stack gap="xl">
          {before}
          {sections.map((s) => (
            <Stack key={s.id} gap="xs" component="section" aria-labelledby={`${testId}-${s.id}`} data-testid="info-section">
              <Title order={2} fz="xl" id={`${testId}-${s.id}`}>
                {s.title}
              </Title>
              {s.text && <Text style={{ lineHeight: 1.7 }}>{s.text}</Text>}
              {s.items && (
                <List spacing={6}>
                  {s.items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              )}
              {s.extra}
            </Stack>
          ))}
          {after}
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
