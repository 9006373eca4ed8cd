import { Button, Card, Collapse, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBrandWhatsapp, IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet, IconMail, IconMenu2, IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findPlan } from '@ulak/shared';
import { useCurrency } from '../../features/currency/hooks/useCurrency';
import { useLanguage } from '../../features/language/hooks/useLanguage';

const DEVICES = [
  { key: 'phone', icon: IconDeviceMobile },
  { key: 'tablet', icon: IconDeviceTablet },
  { key: 'desktop', icon: IconDeviceDesktop },
] as const;

const MENU = [
  { to: '/', key: 'home' },
  { to: '/features', key: 'features' },
  { to: '/pricing', key: 'pricing' },
  { to: '/contact', key: 'contact' },
] as const;

const PLAN_IDS = ['free', 'professional', 'platinum'] as const;

const SUPPORT = [
  { key: 'email', icon: IconMail, to: '/contact' },
  { key: 'chat', icon: IconMessageCircle, to: '/help' },
  { key: 'messaging', icon: IconBrandWhatsapp, to: '/contact' },
] as const;

// MobileTestPage demonstrates the responsive layout: a collapsible menu, device cards, three plans and support links.
export function MobileTestPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { formatPlanPrice } = useCurrency();
  const [menuOpen, { toggle }] = useDisclosure(false);
  const plans = PLAN_IDS.flatMap((id) => findPlan(id) ?? []);
  return (
    <Container size="lg" py="xl" data-testid="mobile-test">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {t('mobileTest.title')}
          </Title>
          <Text c="dimmed">{t('mobileTest.text')}</Text>
        </Stack>

        <Card withBorder radius="md">
          <Button variant="light" leftSection={<IconMenu2 size={16} />} onClick={toggle} aria-expanded={menuOpen} data-testid="mobile-menu-toggle">
            {menuOpen ? t('mobileTest.hideMenu') : t('mobileTest.showMenu')}
          </Button>
          <Collapse in={menuOpen}>
            <Stack gap={4} mt="sm">
              {MENU.map((item) => (
                <Button key={item.to} component={Link} to={item.to} variant="subtle" justify="flex-start">
                  {t(`nav.${item.key}`)}
                </Button>
              ))}
            </Stack>
          </Collapse>
        </Card>

        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {DEVICES.map((d) => (
            <Card key={d.key} withBorder radius="md">
              <ThemeIcon size={40} variant="light" radius="md" mb="sm">
                <d.icon size={22} />
              </ThemeIcon>
              <Text fw={700}>{t(`mobileTest.devices.${d.key}.title`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`mobileTest.devices.${d.key}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {plans.map((plan) => (
            <Card key={plan.id} withBorder radius="md" data-testid={`mobile-plan-${plan.id}`}>
              <Text fw={700}>{plan.name}</Text>
              <Text fz="xl" fw={800}>
                {formatPlanPrice(plan.priceEur)}
              </Text>
              <Text size="sm" c="dimmed">
                {plan.features[language].slice(0, 2).join(' · ')}
              </Text>
            </Card>
          ))}
        </SimpleGrid>

        <Group>
          {SUPPORT.map((s) => (
            <Button key={s.key} component={Link} to={s.to} variant="default" leftSection={<s.icon size={16} />}>
              {t(`mobileTest.support.${s.key}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Container>
  );
}
