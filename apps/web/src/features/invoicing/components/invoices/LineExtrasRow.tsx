import { ActionIcon, Button, Group, Select, SimpleGrid, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  EXCISE_CODE_LIST,
  EXCISE_CODES,
  ITEM_CLASSIFICATION_LIST_IDS,
  ITEM_CLASSIFICATION_LISTS,
  STANDARD_ITEM_SCHEMES,
  WITHHOLDING_CODE_LIST,
  WITHHOLDING_CODES,
} from '@ulak/shared/invoicing';
import { useTranslation } from 'react-i18next';
import { LocaleNumberInput } from '../../../../ui/LocaleNumberInput';
import { labelOf, newClassification, withholdingDefaultPercent } from '../../einvoiceFormat';
import type { InvoiceFormValues } from '../../invoiceFormat';

type Props = { form: UseFormReturnType<InvoiceFormValues>; index: number; colSpan: number };

// LineExtrasRow is a line's "more" row: the seller's and a standard item id (BT-155/157), a classification code
// (BT-158), the Turkish VAT withholding (KDV tevkifatı: the GİB code fills its default share) and ÖTV.
export function LineExtrasRow({ form, index, colSpan }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const path = (field: string) => `lines.${index}.${field}`;
  const line = form.getValues().lines[index];
  const none = { value: '', label: t('invoicing.lineExtras.none') };

  return (
    <Table.Tr data-testid="invoice-line-extras" data-index={index}>
      <Table.Td colSpan={colSpan} bg="var(--mantine-color-gray-light)">
        <Stack gap="xs" py={4}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('invoicing.lineExtras.sellerItemId')} {...form.getInputProps(path('sellerItemId'))} data-testid="line-seller-item-id" />
            <TextInput label={t('invoicing.lineExtras.standardItemId')} {...form.getInputProps(path('standardItemId'))} data-testid="line-standard-item-id" />
            <Select
              label={t('invoicing.lineExtras.standardItemScheme')}
              data={Object.keys(STANDARD_ITEM_SCHEMES).map((s) => ({ value: s, label: `${s} · ${labelOf(STANDARD_ITEM_SCHEMES[s], lang)}` }))}
              allowDeselect={false}
              {...form.getInputProps(path('standardItemScheme'))}
              data-testid="line-standard-item-scheme"
            />
          </SimpleGrid>
          {line?.classifications.map((c, k) => (
            <Group key={c.key} align="flex-end" gap="xs" wrap="nowrap" data-testid="line-classification">
              <TextInput
                label={t('invoicing.lineExtras.classificationCode')}
                style={{ flex: 1 }}
                {...form.getInputProps(path(`classifications.${k}.code`))}
                data-testid="line-classification-code"
              />
              <Select
                label={t('invoicing.lineExtras.classificationList')}
                style={{ flex: 1 }}
                data={ITEM_CLASSIFICATION_LIST_IDS.map((s) => ({ value: s, label: `${s} · ${labelOf(ITEM_CLASSIFICATION_LISTS[s], lang)}` }))}
                allowDeselect={false}
                {...form.getInputProps(path(`classifications.${k}.listId`))}
                data-testid="line-classification-list"
              />
              <Tooltip label={t('invoicing.lineExtras.removeClassification')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mb={4}
                  aria-label={t('invoicing.lineExtras.removeClassification')}
                  onClick={() => form.removeListItem(path('classifications'), k)}
                  data-testid="line-classification-remove"
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          ))}
          <Group>
            <Button
              variant="subtle"
              size="compact-xs"
              leftSection={<IconPlus size={12} />}
              disabled={(line?.classifications.length ?? 0) >= 10}
              onClick={() => form.insertListItem(path('classifications'), newClassification())}
              data-testid="line-classification-add"
            >
              {t('invoicing.lineExtras.addClassification')}
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <Select
              label={t('invoicing.lineExtras.withholdingCode')}
              description={t('invoicing.lineExtras.withholdingHint')}
              data={[
                none,
                ...WITHHOLDING_CODE_LIST.map((c) => ({
                  value: c,
                  label: `${c} · ${labelOf(WITHHOLDING_CODES[c], lang)} (${WITHHOLDING_CODES[c].percent / 10}/10)`,
                })),
              ]}
              searchable
              allowDeselect={false}
              {...form.getInputProps(path('withholdingCode'))}
              onChange={(code) => {
                form.setFieldValue(path('withholdingCode'), code ?? '');
                form.setFieldValue(path('withholdingPercent'), code ? withholdingDefaultPercent(code) : '');
              }}
              data-testid="line-withholding-code"
            />
            <LocaleNumberInput
              label={t('invoicing.lineExtras.withholdingPercent')}
              min={0}
              max={100}
              decimalScale={0}
              percent
              disabled={!line?.withholdingCode}
              {...form.getInputProps(path('withholdingPercent'))}
              data-testid="line-withholding-percent"
            />
            <Select
              label={t('invoicing.lineExtras.exciseCode')}
              data={[none, ...EXCISE_CODE_LIST.map((c) => ({ value: c, label: `${c} · ${labelOf(EXCISE_CODES[c], lang)}` }))]}
              allowDeselect={false}
              {...form.getInputProps(path('exciseCode'))}
              onChange={(code) => {
                form.setFieldValue(path('exciseCode'), code ?? '');
                if (!code) form.setFieldValue(path('excisePercent'), '');
              }}
              data-testid="line-excise-code"
            />
            <LocaleNumberInput
              label={t('invoicing.lineExtras.excisePercent')}
              min={0}
              max={1000}
              decimalScale={2}
              percent
              disabled={!line?.exciseCode}
              {...form.getInputProps(path('excisePercent'))}
              data-testid="line-excise-percent"
            />
          </SimpleGrid>
          {line?.withholdingCode && (
            <Text size="xs" c="dimmed">
              {t('invoicing.lineExtras.withholdingExplain')}
            </Text>
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
