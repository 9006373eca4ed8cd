import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InfoPage } from './InfoPage';

const HOURS = ['weekdays', 'saturday', 'sunday', 'chat'] as const;
const PROMISES = ['email', 'technical', 'chat'] as const;

// ContactPage shows the support hours and response promises (seed 000 §2).
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <InfoPage page="contact">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder radius="md">
          <Title order={3} fz="md" mb="sm">
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
        </Card>
        <Card withBorder radius="md">
          <Title order={3} fz="md" mb="sm">
            {t('contact.promises.title')}
          </Title>
          <Stack gap="xs">
            {PROMISES.map((key) => (
              <Text key={key} size="sm">
                {t(`contact.promises.${key}`)}
              </Text>
            ))}
          </Stack>
          <Text size="sm" c="dimmed" mt="md">
            {t('footer.address')}
          </Text>
        </Card>
      </SimpleGrid>
    </InfoPage>
  );
}
