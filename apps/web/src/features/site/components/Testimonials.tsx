import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSiteSettingsQuery } from '../hooks/useSiteSettingsQuery';

const MAX_RATING = 5;

// Stars draws a read-only 1–5 rating with an accessible name.
function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const value = Math.max(0, Math.min(MAX_RATING, Math.round(rating)));
  return (
    <Group gap={2} role="img" aria-label={t('testimonials.rating', { rating: value, max: MAX_RATING })}>
      {Array.from({ length: MAX_RATING }, (_, i) =>
        i < value ? (
          <IconStarFilled key={i} size={16} color="var(--mantine-color-yellow-7)" aria-hidden />
        ) : (
          <IconStar key={i} size={16} color="var(--mantine-color-gray-5)" aria-hidden />
        ),
      )}
    </Group>
  );
}

// Testimonials shows what customers said (managed by the admin); the section is left out while there are none.
export function Testimonials({ limit = 3 }: { limit?: number }) {
  const { t } = useTranslation();
  const testimonials = useSiteSettingsQuery().data?.testimonials ?? [];
  if (testimonials.length === 0) return null;
  return (
    <Stack gap="lg" data-testid="testimonials">
      <Title order={2} ta="center">
        {t('testimonials.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {testimonials.slice(0, limit).map((item) => (
          <Card key={`${item.name}-${item.company}`} withBorder radius="md" padding="lg" data-testid="testimonial">
            <Stack gap="sm" h="100%">
              <Stars rating={item.rating} />
              <Text component="blockquote" m={0} style={{ flexGrow: 1 }}>
                “{item.text}”
              </Text>
              <div>
                <Text fw={700} size="sm">
                  {item.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {item.company}
                </Text>
              </div>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
