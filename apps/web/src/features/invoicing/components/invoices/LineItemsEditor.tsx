import { ActionIcon, Button, Group, Paper, Select, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { INVOICE_UNITS, TAX_CATEGORIES, type InvoiceCurrency, type InvoiceUnit } from '@ulak/shared/invoicing';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../../ui/format';
import { LocaleNumberInput } from '../../../../ui/LocaleNumberInput';
import type { Totals } from '../../api/invoicesApi';
import { money, newLine, type InvoiceFormValues } from '../../invoiceFormat';

type Props = { form: UseFormReturnType<InvoiceFormValues>; taxRates: number[]; defaultTaxRate: number; currency: InvoiceCurrency; totals: Totals | undefined };

// LineItemsEditor edits the invoice lines: description, quantity, unit, unit price, discount and VAT rate from the
// workspace's list, with each line's total as the server computed it.
export function LineItemsEditor({ form, taxRates, defaultTaxRate, currency, totals }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'tr';
  const units = (Object.keys(INVOICE_UNITS) as InvoiceUnit[]).map((u) => ({ value: u, label: INVOICE_UNITS[u][lang] }));
  const rates = taxRates.map((r) => ({ value: String(r), label: formatPercent(r, i18n.language) }));
  const categories = [
    { value: '', label: t('invoicing.form.categoryAuto') },
    ...TAX_CATEGORIES.map((c) => ({ value: c, label: `${c} · ${t(`invoicing.categories.${c}`)}` })),
  ];
  const lines = form.getValues().lines;
  const lineError = form.errors.lines;

  return (
    <Stack gap="xs">
      <Text fw={600}>{t('invoicing.form.lines')}</Text>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={1050}>
          <Table verticalSpacing={6} data-testid="invoice-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoicing.form.description')}</Table.Th>
                <Table.Th w={100}>{t('invoicing.form.quantity')}</Table.Th>
                <Table.Th w={120}>{t('invoicing.form.unit')}</Table.Th>
                <Table.Th w={140}>{t('invoicing.form.unitPrice')}</Table.Th>
                <Table.Th w={100}>{t('invoicing.form.discount')}</Table.Th>
                <Table.Th w={100}>{t('invoicing.form.taxRate')}</Table.Th>
                <Table.Th w={150}>{t('invoicing.form.taxCategory')}</Table.Th>
                <Table.Th w={130} ta="right">
                  {t('invoicing.form.lineTotal')}
                </Table.Th>
                <Table.Th w={40} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, i) => (
                <Table.Tr key={line.key} data-testid="invoice-line" data-index={i}>
                  <Table.Td>
                    <TextInput aria-label={t('invoicing.form.description')} {...form.getInputProps(`lines.${i}.description`)} data-testid="line-description" />
                  </Table.Td>
                  <Table.Td>
                    <LocaleNumberInput
                      aria-label={t('invoicing.form.quantity')}
                      min={0}
                      decimalScale={3}
                      {...form.getInputProps(`lines.${i}.quantity`)}
                      data-testid="line-quantity"
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={t('invoicing.form.unit')}
                      data={units}
                      allowDeselect={false}
                      {...form.getInputProps(`lines.${i}.unit`)}
                      data-testid="line-unit"
                    />
                  </Table.Td>
                  <Table.Td>
                    <LocaleNumberInput
                      aria-label={t('invoicing.form.unitPrice')}
                      min={0}
                      decimalScale={4}
                      currency={currency}
                      {...form.getInputProps(`lines.${i}.unitPrice`)}
                      data-testid="line-unit-price"
                    />
                  </Table.Td>
                  <Table.Td>
                    <LocaleNumberInput
                      aria-label={t('invoicing.form.discount')}
                      min={0}
                      max={line.discountType === 'percent' ? 100 : undefined}
                      decimalScale={2}
                      percent={line.discountType === 'percent'}
                      currency={line.discountType === 'percent' ? undefined : currency}
                      {...form.getInputProps(`lines.${i}.discount`)}
                      data-testid="line-discount"
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={t('invoicing.form.taxRate')}
                      data={rates}
                      allowDeselect={false}
                      {...form.getInputProps(`lines.${i}.taxRate`)}
                      data-testid="line-tax-rate"
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={t('invoicing.form.taxCategory')}
                      data={categories}
                      allowDeselect={false}
                      {...form.getInputProps(`lines.${i}.taxCategory`)}
                      data-testid="line-tax-category"
                    />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm" fw={600} data-testid="line-total">
                      {totals?.lines[i] ? money(totals.lines[i].total, currency, i18n.language) : '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label={t('invoicing.form.removeLine')} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('invoicing.form.removeLine')}
                        disabled={lines.length === 1}
                        onClick={() => form.removeListItem('lines', i)}
                        data-testid="line-remove"
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {typeof lineError === 'string' && (
        <Text size="sm" c="red">
          {lineError}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('lines', newLine(defaultTaxRate))}
          data-testid="line-add"
        >
          {t('invoicing.form.addLine')}
        </Button>
      </Group>
    </Stack>
  );
}
