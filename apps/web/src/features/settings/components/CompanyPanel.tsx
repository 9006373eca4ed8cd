import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

const FIELDS = ['companyName', 'legalName', 'taxNumber', 'taxOffice', 'email', 'phone', 'website', 'address', 'city', 'postalCode'] as const;

type Props = { value: Record<string, string | number | null>; canEdit: boolean; onChange: (patch: Record<string, string>) => void };

// CompanyPanel edits the main company fields (the invoicing company settings; saved with the page's Save).
export function CompanyPanel({ value, canEdit, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('settings.company.shared')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {FIELDS.map((f) => (
          <TextInput
            key={f}
            label={t(`settings.company.fields.${f}`)}
            value={String(value[f] ?? '')}
            onChange={(e) => onChange({ [f]: e.currentTarget.value })}
            disabled={!canEdit}
            data-testid={`company-${f}`}
          />
        ))}
      </SimpleGrid>
      <Group>
        <Button component={Link} to="/company-settings" variant="light" data-testid="settings-company-open">
          {t('settings.company.open')}
        </Button>
      </Group>
    </Stack>
  );
}
