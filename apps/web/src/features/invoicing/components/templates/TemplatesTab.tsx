import { Badge, Button, Card, ColorSwatch, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconEye } from '@tabler/icons-react';
import type { InvoiceDesign } from '@ulak/shared/invoicing';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { useInvoiceTemplatesQuery } from '../../hooks/useInvoiceTemplatesQuery';
import { usePreviewTemplateMutation } from '../../hooks/usePreviewTemplateMutation';
import { useSaveInvoiceSettingsMutation } from '../../hooks/useSaveInvoiceSettingsMutation';
import { QueryError } from '../common/QueryError';

// TemplatesTab shows the four invoice designs with the company's colours: Preview opens a sample PDF in a new window,
// Use makes the design the workspace's default.
export function TemplatesTab() {
  const { t } = useTranslation();
  const query = useInvoiceTemplatesQuery();
  const preview = usePreviewTemplateMutation();
  const save = useSaveInvoiceSettingsMutation();

  const open = (design: InvoiceDesign) =>
    preview.mutate(design, {
      onSuccess: (result) => result === 'downloaded' && notifications.show({ color: 'yellow', message: t('invoicing.notify.popupBlocked') }),
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('invoicing.templates.previewFailed')) }),
    });
  const use = (design: InvoiceDesign) =>
    save.mutate(
      { defaultDesign: design },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('invoicing.templates.used', { name: t(`invoicing.designs.${design}`) }) }),
        onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('invoicing.settings.saveFailed')) }),
      },
    );

  if (query.isError) return <QueryError error={query.error} fallback={t('invoicing.templates.loadFailed')} onRetry={() => void query.refetch()} />;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('invoicing.templates.colorsHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} data-testid="invoice-templates">
        {query.isPending && [0, 1, 2, 3].map((i) => <Skeleton key={i} h={200} radius="md" />)}
        {query.data?.map((tpl) => (
          <Card
            key={tpl.id}
            withBorder
            radius="md"
            padding="md"
            data-testid="invoice-template"
            data-design={tpl.id}
            data-default={tpl.isDefault ? 'true' : 'false'}
          >
            <Stack gap="sm" h="100%" justify="space-between">
              <Stack gap={6}>
                <Group justify="space-between">
                  <Text fw={700}>{t(`invoicing.designs.${tpl.id}`)}</Text>
                  {tpl.isDefault && (
                    <Badge color="teal" variant="light" data-testid="invoice-template-default">
                      {t('invoicing.templates.default')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {tpl.description}
                </Text>
                <Group gap={6}>
                  <ColorSwatch color={tpl.colors.primary} size={20} />
                  <ColorSwatch color={tpl.colors.secondary} size={20} />
                  <ColorSwatch color={tpl.colors.accent} size={20} />
                </Group>
              </Stack>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconEye size={14} />}
                  loading={preview.isPending && preview.variables === tpl.id}
                  onClick={() => open(tpl.id)}
                  data-testid="invoice-template-preview"
                >
                  {t('invoicing.templates.preview')}
                </Button>
                <Button
                  size="xs"
                  leftSection={<IconCheck size={14} />}
                  disabled={tpl.isDefault}
                  loading={save.isPending && save.variables?.defaultDesign === tpl.id}
                  onClick={() => use(tpl.id)}
                  data-testid="invoice-template-use"
                >
                  {t('invoicing.templates.use')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
