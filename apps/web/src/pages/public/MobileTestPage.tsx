import { Badge, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBrandWhatsapp, IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet, IconMail, IconMenu2, IconMessageCircle, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findPlan } from '@ulak/shared/plans';
import sections from 'virtual:i18n/mobileTest';
import { addTranslations } from '../../i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { useCurrency } from '../../features/currency/hooks/useCurrency';
import { useLanguage } from '../../features/language/hooks/useLanguage';
import { useChat } from '../../features/chat/hooks/useChat';
import { useSiteSettingsQuery } from '../../features/site/hooks/useSiteSettingsQuery';
import { whatsappLink } from '../../features/site/whatsapp';

addTranslations(sections);

const DEVICES = [
  { key: 'phone', icon: IconDeviceMobile },
  { key: 'tablet', icon: IconDeviceTablet },
  { key: 'desktop', icon: IconDeviceDesktop },
] as const;

const MENU = [
  { to: '/', key: 'home' },
  { to: '/features', key: 'features' },
  { to: '/pricing', key: 'pricing' },
  { to: '/about', key: 'about' },
  { to: '/contact', key: 'contact' },
  { to: '/help', key: 'help' },
] as const;

/** The three plans of the mobile page (seed 000 §2): Free, Professional and Platinum. */
const PLAN_IDS = ['free', 'professional', 'platinum'] as const;

// MobileTestPage demonstrates the responsive layout: a collapsible menu, device cards, three plans and support buttons.
export function MobileTestPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { formatPlanPrice } = useCurrency();
  const chat = useChat();
  const settings = useSiteSettingsQuery().data;
  const [menuOpen, { toggle }] = useDisclosure(false);
  usePageMeta(t('mobileTest.meta.title'), t('mobileTest.meta.description'));
  const plans = PLAN_IDS.flatMap((id) => findPlan(id) ?? []);
  const emailHref = settings?.supportEmail ? `mailto:${settings.supportEmail}` : null;
  const whatsappHref = settings?.whatsappNumber ? whatsappLink(settings.whatsappNumber, settings.whatsappGreeting) : null;

  return (
    <Container size="lg" py="xl" data-testid="mobile-test">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap="xs">
            <Title order={1} fz={{ base: 28, sm: 36 }}>
              {t('mobileTest.title')}
            </Title>
            <Text c="dimmed">{t('mobileTest.text')}</Text>
          </Stack>
        </Group>

        <Card withBorder radius="md">
          <Button
            variant="light"
            leftSection={menuOpen ? <IconX size={16} aria-hidden /> : <IconMenu2 size={16} aria-hidden />}
            onClick={toggle}
            aria-expanded={menuOpen}
            aria-controls="mobile-test-menu"
            data-testid="mobile-menu-toggle"
          >
            {menuOpen ? t('mobileTest.hideMenu') : t('mobileTest.showMenu')}
          </Button>
          {menuOpen && (
            <Stack gap={4} mt="sm" component="nav" id="mobile-test-menu" aria-label={t('mobileTest.menuLabel')} data-testid="mobile-menu">
              {MENU.map((item) => (
                <Button key={item.to} component={Link} to={item.to} variant="subtle" color="dark" justify="flex-start">
                  {t(`nav.${item.key}`)}
                </Button>
              ))}
            </Stack>
          )}
        </Card>

        <SimpleGrid cols={{ base: 1, sm: 3 }} data-testid="mobile-devices">
          {DEVICES.map((d) => (
            <Card key={d.key} withBorder radius="md" data-testid="mobile-device">
              <ThemeIcon size={40} variant="light" radius="md" mb="sm" aria-hidden>
                <d.icon size={22} />
              </ThemeIcon>
              <Title order={2} fz="md">
                {t(`mobileTest.devices.${d.key}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`mobileTest.devices.${d.key}.text`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {plans.map((plan) => (
            <Card key={plan.id} withBorder radius="md" data-testid={`mobile-plan-${plan.id}`}>
              <Stack gap={6}>
                <Group justify="space-between">
                  <Title order={2} fz="md">
                    {plan.name}
                  </Title>
                  {plan.popular && <Badge>{t('plans.mostPopular')}</Badge>}
                </Group>
                <Text fz="xl" fw={800}>
                  {formatPlanPrice(plan.priceEur)}{' '}
                  <Text span size="sm" c="dimmed" fw={400}>
                    {t('plans.perMonth')}
                  </Text>
                </Text>
                <List size="sm" spacing={2}>
                  {plan.features[language].slice(0, 2).map((f) => (
                    <List.Item key={f}>{f}</List.Item>
                  ))}
                </List>
                <Button component={Link} to={plan.priceEur === 0 ? '/register' : '/signup'} variant="light" size="xs">
                  {plan.priceEur === 0 ? t('plans.startFree') : t('plans.getStarted')}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>

        <Stack gap="xs">
          <Title order={2} fz="lg">
            {t('mobileTest.supportTitle')}
          </Title>
          <Group data-testid="mobile-support">
            {emailHref ? (
              <Button variant="default" leftSection={<IconMail size={16} aria-hidden />} component="a" href={emailHref} data-testid="mobile-support-email">
                {t('mobileTest.support.email')}
              </Button>
            ) : (
              <Button
                variant="default"
                leftSection={<IconMail size={16} aria-hidden />}
                component={Link}
                to="/contact?type=support"
                data-testid="mobile-support-email"
              >
                {t('mobileTest.support.email')}
              </Button>
            )}
            {chat ? (
              <Button variant="default" leftSection={<IconMessageCircle size={16} aria-hidden />} onClick={chat.open} data-testid="mobile-support-chat">
                {t('mobileTest.support.chat')}
              </Button>
            ) : (
              <Button
                variant="default"
                leftSection={<IconMessageCircle size={16} aria-hidden />}
                component={Link}
                to="/contact?type=support"
                data-testid="mobile-support-chat"
              >
                {t('mobileTest.support.chat')}
              </Button>
            )}
            {whatsappHref ? (
              <Button
                variant="default"
                leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
                component="a"
                href={whatsappHref}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="mobile-support-whatsapp"
              >
                {t('mobileTest.support.messaging')}
              </Button>
            ) : (
              <Button variant="default" leftSection={<IconBrandWhatsapp size={16} aria-hidden />} disabled data-testid="mobile-support-whatsapp">
                {t('mobileTest.support.messaging')}
              </Button>
            )}
          </Group>
          {!whatsappHref && (
            <Text size="xs" c="dimmed">
              {t('mobileTest.whatsappMissing')}
            </Text>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
