import { ActionIcon, Button, Group, Paper, Select, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { CHARGE_REASON_CODE_LIST, CHARGE_REASON_CODES, type InvoiceCurrency } from '@ulak/shared/invoicing';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../../ui/format';
import { LocaleNumberInput } from '../../../../ui/LocaleNumberInput';
import { labelOf, newCharge } from '../../einvoiceFormat';
import type { InvoiceFormValues } from '../../invoiceFormat';

type Props = { form: UseFormReturnType<InvoiceFormValues>; taxRates: number[]; defaultTaxRate: number; currency: InvoiceCurrency };

// ChargesEditor edits the document-level charges (EN 16931 BG-21, e.g. freight): the reason from the supported UNTDID
// 7161 codes, an optional text, the amount and the VAT rate whose group the charge joins.
export function ChargesEditor({ form, taxRates, defaultTaxRate, currency }: Props) {
  const { t, i18n } = useTranslation();
  const charges = form.getValues().charges;
  const rates = taxRates.map((r) => ({ value: String(r), label: formatPercent(r, i18n.language) }));
  const reasons = CHARGE_REASON_CODE_LIST.map((c) => ({ value: c, label: `${c} · ${labelOf(CHARGE_REASON_CODES[c], i18n.language)}` }));

  return (
    <Stack gap="xs" data-testid="invoice-charges">
      <Group justify="space-between">
        <div>
          <Text fw={600}>{t('invoicing.charges.title')}</Text>
          <Text size="xs" c="dimmed">
            {t('invoicing.charges.text')}
          </Text>
        </div>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('charges', newCharge(defaultTaxRate))}
          data-testid="charge-add"
        >
          {t('invoicing.charges.add')}
        </Button>
      </Group>
      {charges.length > 0 && (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={220}>{t('invoicing.charges.reasonCode')}</Table.Th>
                  <Table.Th>{t('invoicing.charges.reason')}</Table.Th>
                  <Table.Th w={150}>{t('invoicing.charges.amount')}</Table.Th>
                  <Table.Th w={110}>{t('invoicing.form.taxRate')}</Table.Th>
                  <Table.Th w={40} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {charges.map((c, i) => (
                  <Table.Tr key={c.key} data-testid="invoice-charge" data-index={i}>
                    <Table.Td>
                      <Select
                        aria-label={t('invoicing.charges.reasonCode')}
                        data={reasons}
                        allowDeselect={false}
                        {...form.getInputProps(`charges.${i}.reasonCode`)}
                        data-testid="charge-reason-code"
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={t('invoicing.charges.reason')}
                        placeholder={labelOf(CHARGE_REASON_CODES[c.reasonCode], i18n.language)}
                        {...form.getInputProps(`charges.${i}.reason`)}
                        data-testid="charge-reason"
                      />
                    </Table.Td>
                    <Table.Td>
                      <LocaleNumberInput
                        aria-label={t('invoicing.charges.amount')}
                        min={0}
                        decimalScale={2}
                        currency={currency}
                        {...form.getInputProps(`charges.${i}.amount`)}
                        data-testid="charge-amount"
                      />
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={t('invoicing.form.taxRate')}
                        data={rates}
                        allowDeselect={false}
                        {...form.getInputProps(`charges.${i}.taxRate`)}
                        onChange={(rate) => {
                          // a stored category belongs to the stored rate: a new rate lets the server choose again
                          form.setFieldValue(`charges.${i}.taxRate`, rate ?? '');
                          form.setFieldValue(`charges.${i}.taxCategory`, '');
                        }}
                        data-testid="charge-tax-rate"
                      />
                    </Table.Td>
                    <Table.Td>
                      <Tooltip label={t('invoicing.charges.remove')} withArrow>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('invoicing.charges.remove')}
                          onClick={() => form.removeListItem('charges', i)}
                          data-testid="charge-remove"
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
      )}
    </Stack>
  );
}
