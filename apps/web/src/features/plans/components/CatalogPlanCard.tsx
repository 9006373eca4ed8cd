import { Badge, Button, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@ulak/shared/plans';
import { useLanguage } from '../../language/hooks/useLanguage';

type Props = {
  plan: Plan;
  price: string;
  period: string;
  ctaLabel: string;
  ctaTo: string;
  /** How many catalogue features to list. */
  featureCount?: number;
  /** Heading level of the plan name (2 where the cards sit right under the page title). */
  headingOrder?: 2 | 3;
  className?: string;
};

// CatalogPlanCard shows one plan of the catalogue with its price in the chosen currency and a call to action.
export function CatalogPlanCard({ plan, price, period, ctaLabel, ctaTo, featureCount = 4, headingOrder = 3, className }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      className={className}
      shadow={plan.popular ? 'md' : undefined}
      style={plan.popular ? { borderColor: 'var(--mantine-color-blue-filled)', borderWidth: 2 } : undefined}
      data-testid={`plan-card-${plan.id}`}
      data-popular={plan.popular || undefined}
    >
      <Stack gap="sm" h="100%">
        <Stack gap={4}>
          <Title order={headingOrder} fz="lg">
            {plan.name}
          </Title>
          {plan.popular && (
            <Badge variant="filled" w="fit-content">
              {t('plans.mostPopular')}
            </Badge>
          )}
        </Stack>
        <div>
          <Text fz={28} fw={800} lh={1.1} data-testid={`plan-price-${plan.id}`}>
            {price}
          </Text>
          <Text size="sm" c="dimmed">
            {period}
          </Text>
        </div>
        <List
          spacing={6}
          size="sm"
          center
          icon={
            <ThemeIcon size={18} radius="xl" color="teal" variant="light">
              <IconCheck size={12} />
            </ThemeIcon>
          }
          style={{ flexGrow: 1 }}
        >
          {plan.features[language].slice(0, featureCount).map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <Button component={Link} to={ctaTo} variant={plan.popular ? 'filled' : 'light'} fullWidth data-testid={`plan-cta-${plan.id}`}>
          {ctaLabel}
        </Button>
      </Stack>
    </Card>
  );
}
