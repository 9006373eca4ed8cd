import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  ColorInput,
  FileButton,
  Group,
  Image,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { BRAND_FONTS, BRAND_LOGO_MAX_BYTES, BRAND_LOGO_TYPES, HEX_COLOR, type Branding, type Tenant } from '@ulak/shared';
import { fieldErrors, serverErrorText } from '../../../lib/api';
import { useBrandingQuery } from '../hooks/useBrandingQuery';
import { useSaveBrandingMutation } from '../hooks/useSaveBrandingMutation';
import { useUploadLogoMutation } from '../hooks/useUploadLogoMutation';
import { WorkspacePicker } from './WorkspacePicker';

// BrandingTab edits the branding object (company info, colours and font, white-label flags, customisation) and the logo,
// with a live preview.
export function BrandingTab({ tenants, canCustomize }: { tenants: Tenant[]; canCustomize: boolean }) {
  const { t } = useTranslation();
  const [workspaceId, setWorkspaceId] = useState<string | undefined>(undefined);
  const q = useBrandingQuery(workspaceId);
  const save = useSaveBrandingMutation();
  const upload = useUploadLogoMutation();
  const [form, setForm] = useState<Branding | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (q.data) setForm(q.data.branding);
  }, [q.data]);
  const set = <K extends keyof Branding>(k: K, v: Partial<Branding[K]>) => form && setForm({ ...form, [k]: { ...form[k], ...v } });
  const colorError = (c: string) => (HEX_COLOR.test(c) ? undefined : t('whiteLabel.branding.colorInvalid'));

  const onLogo = (file: File | null) => {
    if (!file) return;
    if (!(BRAND_LOGO_TYPES as readonly string[]).includes(file.type))
      return void notifications.show({ color: 'red', message: t('whiteLabel.branding.logoType') });
    if (file.size > BRAND_LOGO_MAX_BYTES)
      return void notifications.show({ color: 'red', message: t('whiteLabel.branding.logoSize', { kb: BRAND_LOGO_MAX_BYTES / 1024 }) });
    const reader = new FileReader();
    reader.onload = () =>
      upload.mutate(
        { workspaceId, dataUrl: String(reader.result) },
        {
          onSuccess: () => notifications.show({ color: 'teal', message: t('whiteLabel.branding.logoSaved') }),
          onError: (e) => notifications.show({ color: 'red', message: serverErrorText(e, t('whiteLabel.saveFailed')) }),
        },
      );
    reader.readAsDataURL(file);
  };

  return (
    <Stack gap="md">
      <WorkspacePicker tenants={tenants} value={workspaceId} onChange={setWorkspaceId} testId="wl-branding-workspace" />
      {q.isError && <Alert color="red">{serverErrorText(q.error, t('whiteLabel.loadFailed'))}</Alert>}
      {!form && !q.isError && <Skeleton h={300} />}
      {form && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={3} fz="md">
                {t('whiteLabel.branding.company')}
              </Title>
              <TextInput
                label={t('whiteLabel.branding.name')}
                value={form.companyInfo.name}
                onChange={(e) => set('companyInfo', { name: e.currentTarget.value })}
                data-testid="wl-company-name"
              />
              <TextInput
                label={t('whiteLabel.branding.tagline')}
                value={form.companyInfo.tagline}
                onChange={(e) => set('companyInfo', { tagline: e.currentTarget.value })}
              />
              <TextInput
                label={t('whiteLabel.branding.website')}
                placeholder="https://"
                value={form.companyInfo.website}
                error={errors.website}
                onChange={(e) => set('companyInfo', { website: e.currentTarget.value })}
              />
              <TextInput
                label={t('whiteLabel.branding.supportEmail')}
                value={form.companyInfo.supportEmail}
                error={errors.supportEmail}
                onChange={(e) => set('companyInfo', { supportEmail: e.currentTarget.value })}
              />
              <Title order={3} fz="md" mt="sm">
                {t('whiteLabel.branding.look')}
              </Title>
              <Group grow>
                <ColorInput
                  label={t('whiteLabel.branding.primaryColor')}
                  format="hex"
                  value={form.branding.primaryColor}
                  error={colorError(form.branding.primaryColor)}
                  onChange={(v) => set('branding', { primaryColor: v })}
                  data-testid="wl-primary-color"
                />
                <ColorInput
                  label={t('whiteLabel.branding.secondaryColor')}
                  format="hex"
                  value={form.branding.secondaryColor}
                  error={colorError(form.branding.secondaryColor)}
                  onChange={(v) => set('branding', { secondaryColor: v })}
                />
              </Group>
              <Select
                label={t('whiteLabel.branding.font')}
                data={[...BRAND_FONTS]}
                value={form.branding.fontFamily}
                allowDeselect={false}
                onChange={(v) => v && set('branding', { fontFamily: v as Branding['branding']['fontFamily'] })}
              />
              <Title order={3} fz="md" mt="sm">
                {t('whiteLabel.branding.whiteLabel')}
              </Title>
              <Switch
                label={t('whiteLabel.branding.enabled')}
                description={t('whiteLabel.branding.enabledHint')}
                checked={form.whiteLabel.enabled}
                onChange={(e) => set('whiteLabel', { enabled: e.currentTarget.checked })}
                data-testid="wl-enabled"
              />
              <Switch
                label={t('whiteLabel.branding.customLoginPage')}
                checked={form.whiteLabel.customLoginPage}
                onChange={(e) => set('whiteLabel', { customLoginPage: e.currentTarget.checked })}
              />
              <Switch
                label={t('whiteLabel.branding.customDashboard')}
                checked={form.whiteLabel.customDashboard}
                onChange={(e) => set('whiteLabel', { customDashboard: e.currentTarget.checked })}
              />
              <Textarea
                label={t('whiteLabel.branding.emailFooter')}
                description={t('whiteLabel.branding.emailFooterHint')}
                maxLength={1000}
                autosize
                minRows={2}
                value={form.whiteLabel.customEmailFooter}
                onChange={(e) => set('whiteLabel', { customEmailFooter: e.currentTarget.value })}
              />
              {canCustomize && (
                <>
                  <Title order={3} fz="md" mt="sm">
                    {t('whiteLabel.branding.customization')}
                  </Title>
                  <Switch
                    label={t('whiteLabel.branding.allowCustomDomain')}
                    checked={form.customization.allowCustomDomain}
                    onChange={(e) => set('customization', { allowCustomDomain: e.currentTarget.checked })}
                  />
                  <Switch
                    label={t('whiteLabel.branding.allowLogoUpload')}
                    checked={form.customization.allowLogoUpload}
                    onChange={(e) => set('customization', { allowLogoUpload: e.currentTarget.checked })}
                  />
                </>
              )}
              <Group>
                <Button
                  loading={save.isPending}
                  disabled={!!colorError(form.branding.primaryColor) || !!colorError(form.branding.secondaryColor)}
                  data-testid="wl-branding-save"
                  onClick={() =>
                    save.mutate(
                      { workspaceId, branding: form },
                      {
                        onSuccess: () => {
                          setErrors({});
                          notifications.show({ color: 'teal', message: t('whiteLabel.branding.saved') });
                        },
                        onError: (e) => {
                          setErrors(fieldErrors(e));
                          notifications.show({ color: 'red', message: serverErrorText(e, t('whiteLabel.saveFailed')) });
                        },
                      },
                    )
                  }
                >
                  {t('common.save')}
                </Button>
              </Group>
            </Stack>
          </Paper>
          <Stack gap="md">
            <Paper withBorder radius="md" p="md">
              <Title order={3} fz="md" mb="sm">
                {t('whiteLabel.branding.logo')}
              </Title>
              <Group>
                {q.data?.logoUrl ? (
                  <Image src={q.data.logoUrl} h={48} w="auto" fit="contain" alt={t('whiteLabel.branding.logo')} data-testid="wl-logo" />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('whiteLabel.branding.noLogo')}
                  </Text>
                )}
                <FileButton onChange={onLogo} accept={BRAND_LOGO_TYPES.join(',')}>
                  {(props) => (
                    <Button variant="light" loading={upload.isPending} {...props} data-testid="wl-logo-upload">
                      {t('whiteLabel.branding.uploadLogo')}
                    </Button>
                  )}
                </FileButton>
              </Group>
              <Text size="xs" c="dimmed" mt="xs">
                {t('whiteLabel.branding.logoHint', { kb: BRAND_LOGO_MAX_BYTES / 1024 })}
              </Text>
            </Paper>
            <Paper withBorder radius="md" p="md" data-testid="wl-preview">
              <Title order={3} fz="md" mb="sm">
                {t('whiteLabel.branding.preview')}
              </Title>
              <Box
                p="md"
                style={{
                  fontFamily: form.branding.fontFamily,
                  borderTop: `4px solid ${form.branding.primaryColor}`,
                  background: 'var(--mantine-color-gray-0)',
                  borderRadius: 8,
                }}
              >
                <Group>
                  {q.data?.logoUrl && <Image src={q.data.logoUrl} h={32} w="auto" fit="contain" alt="" />}
                  <Text fw={800} style={{ color: form.branding.primaryColor }}>
                    {form.companyInfo.name || (form.whiteLabel.enabled ? t('whiteLabel.branding.unnamed') : 'Ulak')}
                  </Text>
                </Group>
                {form.companyInfo.tagline && (
                  <Text size="sm" mt={4}>
                    {form.companyInfo.tagline}
                  </Text>
                )}
                <Button mt="sm" size="xs" style={{ background: form.branding.primaryColor }}>
                  {t('whiteLabel.branding.sampleButton')}
                </Button>
                <Button mt="sm" ml="xs" size="xs" variant="outline" style={{ borderColor: form.branding.secondaryColor, color: form.branding.secondaryColor }}>
                  {t('whiteLabel.branding.sampleButton')}
                </Button>
                {form.whiteLabel.customEmailFooter && (
                  <Text size="xs" c="dimmed" mt="sm">
                    {form.whiteLabel.customEmailFooter}
                  </Text>
                )}
              </Box>
            </Paper>
          </Stack>
        </SimpleGrid>
      )}
    </Stack>
  );
}
