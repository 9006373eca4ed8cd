import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ATTRIBUTE_ROW_TYPES, newAttributeRow, type AttributeRow, type AttributeRowError, type AttributeRowType } from '../../contactAttributes';

type Props = { rows: AttributeRow[]; errors: Record<string, AttributeRowError>; onChange: (rows: AttributeRow[]) => void };

// AttributesEditor edits a contact's custom attributes: one row per key with its type and value.
export function AttributesEditor({ rows, errors, onChange }: Props) {
  const { t } = useTranslation();
  const update = (id: string, patch: Partial<AttributeRow>) =>
    onChange(
      rows.map((r) =>
        r.id === id ? { ...r, ...patch, ...(patch.type && patch.type !== r.type ? { value: patch.type === 'boolean' ? 'true' : '' } : {}) } : r,
      ),
    );
  return (
    <Stack gap="xs" data-testid="attributes-editor">
      <Text size="sm" fw={600}>
        {t('audience.form.attributes.title')}
      </Text>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('audience.form.attributes.empty')}
        </Text>
      )}
      {rows.map((row, i) => {
        const err = errors[row.id] ?? {};
        return (
          <Group key={row.id} gap="xs" align="flex-start" wrap="nowrap" data-testid="attribute-row">
            <TextInput
              aria-label={t('audience.form.attributes.key')}
              placeholder={t('audience.form.attributes.key')}
              value={row.key}
              onChange={(e) => update(row.id, { key: e.currentTarget.value })}
              error={err.key ? t(`audience.form.attributes.${err.key}`) : undefined}
              style={{ flex: 1 }}
              data-testid={`attribute-key-${i}`}
            />
            <Select
              aria-label={t('audience.form.attributes.type')}
              data={ATTRIBUTE_ROW_TYPES.map((type) => ({ value: type, label: t(`audience.form.attributes.types.${type}`) }))}
              value={row.type}
              onChange={(v) => v && update(row.id, { type: v as AttributeRowType })}
              allowDeselect={false}
              w={110}
              comboboxProps={{ zIndex: 500 }}
              data-testid={`attribute-type-${i}`}
            />
            {row.type === 'boolean' ? (
              <Select
                aria-label={t('audience.form.attributes.value')}
                data={[
                  { value: 'true', label: t('audience.common.yes') },
                  { value: 'false', label: t('audience.common.no') },
                ]}
                value={row.value}
                onChange={(v) => v && update(row.id, { value: v })}
                allowDeselect={false}
                style={{ flex: 1 }}
                comboboxProps={{ zIndex: 500 }}
                data-testid={`attribute-value-${i}`}
              />
            ) : (
              <TextInput
                aria-label={t('audience.form.attributes.value')}
                placeholder={t('audience.form.attributes.value')}
                inputMode={row.type === 'number' ? 'decimal' : undefined}
                value={row.value}
                onChange={(e) => update(row.id, { value: e.currentTarget.value })}
                error={err.value ? t(`audience.form.attributes.${err.value}`) : undefined}
                style={{ flex: 1 }}
                data-testid={`attribute-value-${i}`}
              />
            )}
            <ActionIcon
              variant="subtle"
              color="red"
              mt={6}
              aria-label={t('audience.form.attributes.remove')}
              onClick={() => onChange(rows.filter((r) => r.id !== row.id))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...rows, newAttributeRow()])}
          data-testid="attribute-add"
        >
          {t('audience.form.attributes.add')}
        </Button>
      </Group>
    </Stack>
  );
}
