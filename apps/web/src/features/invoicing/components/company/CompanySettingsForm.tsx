import { useEffect, useRef, useState } from 'react';
import { Badge, Button, ColorInput, Grid, Group, Paper, Select, SimpleGrid, Skeleton, Tabs, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { DEFAULT_INVOICE_PREFIX, EAS_SCHEMES, companySettingsSchema, formatInvoiceNumber, type CompanySettingsInput } from '@ulak/shared/invoicing';
import { useTranslation } from 'react-i18next';
import { serverErrorText, serverMessageText } from '../../../../lib/api';
import { schemaValidate } from '../../../../lib/schemaValidate';
import { COMPANY_TEXT_FIELDS, type CompanySettings } from '../../api/settingsApi';
import { useCompanySettingsQuery } from '../../hooks/useCompanySettingsQuery';
import { useSaveCompanySettingsMutation } from '../../hooks/useSaveCompanySettingsMutation';
import { QueryError } from '../common/QueryError';
import { serverFormErrors } from '../common/serverFormErrors';
import { CompanyPreviewCard } from './CompanyPreviewCard';
import { COMPANY_TABS, tabOf, type CompanyField, type CompanyTab, type FieldKind } from './companyFields';
import { LogoUpload } from './LogoUpload';

type Values = Record<CompanyField, string>;
const ALL_FIELDS: CompanyField[] = [...COMPANY_TEXT_FIELDS, 'foundedYear'];
const SAVED_BADGE_MS = 3000;
const HINTED = ['taxNumber', 'iban', 'country'] as const;

// valuesOf turns the server's settings into form strings.
const valuesOf = (s: CompanySettings): Values => ({
  ...(Object.fromEntries(COMPANY_TEXT_FIELDS.map((f) => [f, s[f] ?? ''])) as Values),
  foundedYear: s.foundedYear === null ? '' : String(s.foundedYear),
});

// bodyOf is the full object the page sends: every field ('' clears it), the year as a number, the country in capitals
// (required: the schema refuses an empty one).
function bodyOf(v: Values): CompanySettingsInput {
  const text = Object.fromEntries(COMPANY_TEXT_FIELDS.map((f) => [f, v[f].trim()]));
  return {
    ...text,
    taxNumber: v.taxNumber.replace(/\s+/g, ''),
    country: v.country.trim().toUpperCase(),
    foundedYear: v.foundedYear.trim() ? Number(v.foundedYear) : null,
  } as CompanySettingsInput;
}

// CompanySettingsForm edits every company setting in six tabs, with logo upload, colour pickers, a live preview, the
// 'Kaydedildi' badge for 3 seconds after a save, and the server's field errors when a save is refused.
export function CompanySettingsForm() {
  const { t } = useTranslation();
  const query = useCompanySettingsQuery();
  const save = useSaveCompanySettingsMutation();
  const [tab, setTab] = useState<CompanyTab>('basic');
  const [savedVisible, setSavedVisible] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: Object.fromEntries(ALL_FIELDS.map((f) => [f, ''])) as Values,
    validate: schemaValidate(companySettingsSchema, { toBody: bodyOf }),
  });

  useEffect(() => {
    if (!query.data || form.isDirty()) return;
    form.setValues(valuesOf(query.data));
    form.resetDirty(valuesOf(query.data));
    // fill once the settings arrive (and after a save), never over unsaved edits
  }, [query.data]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const showErrors = (errors: Record<string, string>) => {
    const first = Object.keys(errors).map(tabOf).find(Boolean);
    if (first) setTab(first);
  };

  const submit = form.onSubmit(
    (v) =>
      save.mutate(bodyOf(v), {
        onSuccess: ({ settings, message }) => {
          form.setValues(valuesOf(settings));
          form.resetDirty(valuesOf(settings));
          notifications.show({ color: 'teal', message: message || t('companySettings.savedNotice') });
          setSavedVisible(true);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => setSavedVisible(false), SAVED_BADGE_MS);
        },
        onError: (error) => {
          const errors = serverFormErrors(error);
          form.setErrors(errors);
          showErrors(errors);
          notifications.show({
            color: 'red',
            title: t('companySettings.saveFailed'),
            message: serverErrorText(error, serverMessageText(error, t('companySettings.saveFailed'))),
          });
        },
      }),
    (errors) => {
      showErrors(errors as Record<string, string>);
      notifications.show({ color: 'red', message: t('companySettings.fixErrors') });
    },
  );

  if (query.isError) return <QueryError error={query.error} fallback={t('companySettings.loadFailed')} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton h={420} radius="md" />;

  const v = form.getValues();
  const prefix = v.invoicePrefix.trim() || DEFAULT_INVOICE_PREFIX;
  const hint = (f: CompanyField) => {
    if (f === 'invoicePrefix') return t('companySettings.hints.invoicePrefix', { example: formatInvoiceNumber(prefix, new Date().getFullYear(), 1) });
    return (HINTED as readonly string[]).includes(f) ? t(`companySettings.hints.${f as (typeof HINTED)[number]}`) : undefined;
  };
  const field = (f: CompanyField, kind: FieldKind) => {
    const common = { label: t(`companySettings.fields.${f}`), description: hint(f), 'data-testid': `company-field-${f}` };
    if (kind === 'logo')
      return <LogoUpload key={f} value={v.logoUrl} error={form.errors.logoUrl as string | undefined} onChange={(url) => form.setFieldValue('logoUrl', url)} />;
    if (kind === 'color')
      return (
        <ColorInput key={f} {...common} format="hex" swatches={['#1D4ED8', '#0F172A', '#F59E0B', '#DC2626', '#059669', '#7C3AED']} {...form.getInputProps(f)} />
      );
    if (kind === 'eas')
      return (
        <Select
          key={f}
          {...common}
          searchable
          clearable
          data={Object.entries(EAS_SCHEMES).map(([code, s]) => ({ value: code, label: `${code} · ${s.label}` }))}
          {...form.getInputProps(f)}
          onChange={(x) => form.setFieldValue(f, x ?? '')}
        />
      );
    if (kind === 'textarea') return <Textarea key={f} {...common} autosize minRows={2} maxRows={8} {...form.getInputProps(f)} />;
    return (
      <TextInput
        key={f}
        {...common}
        type={kind === 'email' ? 'email' : kind === 'tel' ? 'tel' : kind === 'url' ? 'url' : 'text'}
        inputMode={kind === 'year' ? 'numeric' : undefined}
        maxLength={f === 'country' ? 2 : undefined}
        {...form.getInputProps(f)}
      />
    );
  };
  const errorCount = (key: CompanyTab) => COMPANY_TABS.find((x) => x.key === key)?.fields.filter(([f]) => form.errors[f]).length ?? 0;

  return (
    <form onSubmit={submit} noValidate>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p="md">
            <Tabs value={tab} onChange={(x) => x && setTab(x as CompanyTab)} keepMounted={false}>
              <Tabs.List style={{ flexWrap: 'wrap' }}>
                {COMPANY_TABS.map((x) => (
                  <Tabs.Tab
                    key={x.key}
                    value={x.key}
                    data-testid={`company-tab-${x.key}`}
                    color={errorCount(x.key) ? 'red' : undefined}
                    rightSection={
                      errorCount(x.key) ? (
                        <Badge color="red" size="xs" circle>
                          {errorCount(x.key)}
                        </Badge>
                      ) : undefined
                    }
                  >
                    {t(`companySettings.tabs.${x.key}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {COMPANY_TABS.map((x) => (
                <Tabs.Panel key={x.key} value={x.key} pt="md">
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>{x.fields.map(([f, kind]) => field(f, kind))}</SimpleGrid>
                </Tabs.Panel>
              ))}
            </Tabs>
            <Group justify="flex-end" mt="lg" gap="sm">
              {savedVisible && (
                <Badge color="teal" size="lg" variant="light" tt="none" leftSection={<IconCheck size={14} />} data-testid="company-saved-badge">
                  {t('companySettings.saved')}
                </Badge>
              )}
              <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending} data-testid="company-save">
                {t('companySettings.save')}
              </Button>
            </Group>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CompanyPreviewCard
            name={v.companyName}
            tagline={v.tagline}
            logoUrl={v.logoUrl}
            primaryColor={v.primaryColor}
            secondaryColor={v.secondaryColor}
            accentColor={v.accentColor}
            website={v.website}
          />
        </Grid.Col>
      </Grid>
    </form>
  );
}
