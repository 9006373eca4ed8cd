import { Fragment, useEffect, useRef, useState } from 'react';
import { ActionIcon, Button, Group, Indicator, Paper, Select, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconChevronDown, IconChevronRight, IconPlus, IconTrash } from '@tabler/icons-react';
import { INVOICE_UNITS, TAX_CATEGORIES, type InvoiceCurrency, type InvoiceUnit } from '@ulak/shared/invoicing';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../../ui/format';
import { LocaleNumberInput } from '../../../../ui/LocaleNumberInput';
import type { Totals } from '../../api/invoicesApi';
import { hasLineExtras, LINE_EXTRA_FIELDS } from '../../einvoiceFormat';
import { money, newLine, type InvoiceFormValues } from '../../invoiceFormat';
import { LineExtrasRow } from './LineExtrasRow';

type Props = { form: UseFormReturnType<InvoiceFormValues>; taxRates: number[]; defaultTaxRate: number; currency: InvoiceCurrency; totals: Totals | undefined };

const COLUMNS = 10;

// LineItemsEditor edits the invoice lines: description, quantity, unit, unit price, discount and VAT rate from the
// workspace's list, with each line's total as the server computed it; each line's "more" row holds its item ids,
// classification, withholding and ÖTV (open when it has an error there).
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
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  // a line that arrives with "more" fields (a loaded draft) shows them
  const seen = useRef(new Set<string>());
  const keys = lines.map((l) => l.key).join(',');
  useEffect(() => {
    const fresh = lines.filter((l) => !seen.current.has(l.key));
    for (const l of fresh) seen.current.add(l.key);
    const open = fresh.filter(hasLineExtras).map((l) => l.key);
    if (open.length > 0) setExpanded((old) => new Set([...old, ...open]));
  }, [keys]);
  const extrasFailed = (i: number) => LINE_EXTRA_FIELDS.some((f) => form.errors[`lines.${i}.${f}`]);
  const toggle = (key: string) =>
    setExpanded((old) => {
      const next = new Set(old);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <Stack gap="xs">
      <Text fw={600}>{t('invoicing.form.lines')}</Text>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={1050}>
          <Table verticalSpacing={6} data-testid="invoice-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={36} />
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
              {lines.map((line, i) => {
                const open = expanded.has(line.key) || extrasFailed(i);
                return (
                  <Fragment key={line.key}>
                    <Table.Tr data-testid="invoice-line" data-index={i}>
                      <Table.Td>
                        <Tooltip label={t(open ? 'invoicing.lineExtras.hide' : 'invoicing.lineExtras.show')} withArrow>
                          <Indicator disabled={open || !hasLineExtras(line)} size={7} offset={4}>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              aria-label={t(open ? 'invoicing.lineExtras.hide' : 'invoicing.lineExtras.show')}
                              aria-expanded={open}
                              onClick={() => toggle(line.key)}
                              data-testid="line-more"
                            >
                              {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                            </ActionIcon>
                          </Indicator>
                        </Tooltip>
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          aria-label={t('invoicing.form.description')}
                          {...form.getInputProps(`lines.${i}.description`)}
                          data-testid="line-description"
                        />
                      </Table.Td>
                      <Table.Td>
                        <LocaleNumberInput
                          aria-label={t('invoicing.form.quantity')}
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
                        {totals?.lines[i] && totals.lines[i].excise !== 0 && (
                          <Text size="xs" c="dimmed" data-testid="line-excise">
                            {t('invoicing.form.lineExcise', { amount: money(totals.lines[i].excise, currency, i18n.language) })}
                          </Text>
                        )}
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
                    {open && <LineExtrasRow form={form} index={i} colSpan={COLUMNS} />}
                  </Fragment>
                );
              })}
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
