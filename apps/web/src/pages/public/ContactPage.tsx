import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Grid.css';
import { Accordion, Button, Card, Container, Grid, SimpleGrid, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconBuilding, IconClock, IconMail, IconMessageCircle, IconPhone } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import sections from 'virtual:i18n/contact';
import { addTranslations } from '../../i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { PageHero } from '../../features/marketing/components/PageHero';
import { ContactForm, isContactType } from '../../features/site/components/ContactForm';
import { useSiteSettingsQuery } from '../../features/site/hooks/useSiteSettingsQuery';
import { useChat } from '../../features/chat/hooks/useChat';
import { whatsappLink } from '../../features/site/whatsapp';

addTranslations(sections);

const HOURS = ['weekdays', 'saturday', 'sunday', 'chat'] as const;
const PROMISES = ['email', 'technical', 'chat'] as const;
const FAQ = ['reply', 'demo', 'billing', 'data'] as const;

type Channel = {
  key: 'email' | 'phone' | 'chat' | 'whatsapp';
  icon: typeof IconMail;
  value: string | null;
  action: { href?: string; onClick?: () => void } | null;
};

// ContactPage offers four channels, the message form, the office, support hours and four answers to common questions.
export function ContactPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const settings = useSiteSettingsQuery().data;
  const chat = useChat();
  usePageMeta(t('contact.meta.title'), t('contact.meta.description'));
  const type = params.get('type');

  const channels: Channel[] = [
    {
      key: 'email',
      icon: IconMail,
      value: settings?.supportEmail ?? null,
      action: settings?.supportEmail ? { href: `mailto:${settings.supportEmail}` } : null,
    },
    {
      key: 'phone',
      icon: IconPhone,
      value: settings?.phone ?? null,
      action: settings?.phone ? { href: `tel:${settings.phone.replace(/[^\d+]/g, '')}` } : null,
    },
    { key: 'chat', icon: IconMessageCircle, value: t('contact.channels.chat.value'), action: chat ? { onClick: chat.open } : null },
    {
      key: 'whatsapp',
      icon: IconBrandWhatsapp,
      value: settings?.whatsappNumber ?? null,
      action: settings?.whatsappNumber ? { href: whatsappLink(settings.whatsappNumber, settings.whatsappGreeting) } : null,
    },
  ];

  return (
    <>
      <PageHero title={t('contact.title')} text={t('contact.text')} />
      <Container size="lg" pb="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md" data-testid="contact-channels">
          {channels.map((c) => (
            <Card key={c.key} withBorder radius="md" padding="lg" data-testid={`contact-channel-${c.key}`}>
              <Stack gap={6} h="100%">
                <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                  <c.icon size={22} />
                </ThemeIcon>
                <Title order={2} fz="md">
                  {t(`contact.channels.${c.key}.title`)}
                </Title>
                <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
                  {t(`contact.channels.${c.key}.text`)}
                </Text>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {c.value ?? t('contact.channels.notAvailable')}
                </Text>
                {c.action && (
                  <Button
                    size="xs"
                    variant="light"
                    {...(c.action.href
                      ? { component: 'a' as const, href: c.action.href, target: c.key === 'whatsapp' ? '_blank' : undefined, rel: 'noopener noreferrer' }
                      : { onClick: c.action.onClick })}
                  >
                    {t(`contact.channels.${c.key}.action`)}
                  </Button>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="lg" pb="xl">
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ContactForm key={type ?? 'general'} initialType={isContactType(type) ? type : 'general'} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <Card withBorder radius="md" padding="lg" data-testid="contact-office">
                <Stack gap={6}>
                  <ThemeIcon size={40} radius="md" variant="light" color="grape" aria-hidden>
                    <IconBuilding size={22} />
                  </ThemeIcon>
                  <Title order={2} fz="md">
                    {t('contact.office.title')}
                  </Title>
                  <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
                    {settings?.address || t('contact.office.city')}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('contact.office.text')}
                  </Text>
                </Stack>
              </Card>
              <Card withBorder radius="md" padding="lg" data-testid="contact-hours">
                <Stack gap="sm">
                  <Title order={2} fz="md">
                    <IconClock size={18} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
                    {t('contact.hours.title')}
                  </Title>
                  <Table>
                    <Table.Tbody>
                      {HOURS.map((key) => (
                        <Table.Tr key={key}>
                          <Table.Td>{t(`contact.hours.${key}.label`)}</Table.Td>
                          <Table.Td ta="right" fw={600}>
                            {t(`contact.hours.${key}.value`)}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                  <Stack gap={4}>
                    {PROMISES.map((key) => (
                      <Text key={key} size="sm">
                        {t(`contact.promises.${key}`)}
                      </Text>
                    ))}
                  </Stack>
                </Stack>
              </Card>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>

      <Container size="md" py="xl">
        <Stack gap="md">
          <Title order={2} ta="center">
            {t('contact.faq.title')}
          </Title>
          <Accordion variant="separated" data-testid="contact-faq">
            {FAQ.map((key) => (
              <Accordion.Item key={key} value={key}>
                <Accordion.Control>{t(`contact.faq.items.${key}.q`)}</Accordion.Control>
                <Accordion.Panel>{t(`contact.faq.items.${key}.a`)}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      </Container>
    </>
  );
}
