import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPlus, IconTemplate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { EmptyState } from '../../../ui/EmptyState';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { useConfirmedDelete } from '../../../ui/useConfirmedDelete';
import { fetchTemplatePreview, type EmailTemplate } from '../api/templatesApi';
import { useCopyGalleryTemplateMutation } from '../hooks/useCopyGalleryTemplateMutation';
import { useDeleteTemplateMutation } from '../hooks/useDeleteTemplateMutation';
import { useDuplicateTemplateMutation } from '../hooks/useDuplicateTemplateMutation';
import { useTemplateGalleryQuery } from '../hooks/useTemplateGalleryQuery';
import { useTemplatesQuery } from '../hooks/useTemplatesQuery';
import { openHtmlPreview } from '../previewWindow';
import { TemplateEditorModal } from './editor/TemplateEditorModal';
import { GalleryCard, TemplateCard } from './TemplateCards';
import { SendTestModal } from '../../campaigns/components/SendTestModal';
import type { TestTarget } from '../../campaigns/api/reportApi';

// TemplatesTab shows the starter gallery (each with "Use", which copies it into the workspace) and the workspace's
// templates with edit, duplicate, delete (after a confirmation) and preview.
export function TemplatesTab() {
  const { t, i18n } = useTranslation();
  const templates = useTemplatesQuery();
  const gallery = useTemplateGalleryQuery(i18n.language === 'en' ? 'en' : 'tr');
  const copy = useCopyGalleryTemplateMutation();
  const duplicate = useDuplicateTemplateMutation();
  const remove = useConfirmedDelete<EmailTemplate>(useDeleteTemplateMutation(), {
    deleted: (tpl) => t('campaigns.templates.deleted', { name: tpl.name }),
    failed: t('campaigns.templates.actionFailed'),
  });
  const [editing, setEditing] = useState<{ template: EmailTemplate | null } | null>(null);
  const [testing, setTesting] = useState<TestTarget | null>(null);

  const use = (key: string) =>
    copy.mutate(key, {
      onSuccess: (tpl) => notifications.show({ color: 'teal', message: t('campaigns.templates.copied', { name: tpl.name }) }),
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('campaigns.templates.actionFailed')) }),
    });
  const copyTemplate = (tpl: EmailTemplate) =>
    duplicate.mutate(tpl.id, {
      onSuccess: (copyOf) => notifications.show({ color: 'teal', message: t('campaigns.templates.duplicated', { name: copyOf.name }) }),
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('campaigns.templates.actionFailed')) }),
    });
  const preview = (tpl: EmailTemplate) =>
    openHtmlPreview(() => fetchTemplatePreview(tpl.slug)).catch((error: unknown) =>
      notifications.show({ color: 'red', message: serverErrorText(error, t('campaigns.editor.previewFailed')) }),
    );
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={4}>{t('campaigns.templates.galleryTitle')}</Title>
        <Text size="sm" c="dimmed">
          {t('campaigns.templates.galleryText')}
        </Text>
        {gallery.isPending && <Skeleton h={120} radius="md" />}
        {gallery.data && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} data-testid="template-gallery">
            {gallery.data.map((g) => (
              <GalleryCard key={g.key} item={g} loading={copy.isPending && copy.variables === g.key} onUse={() => use(g.key)} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>{t('campaigns.templates.mineTitle')}</Title>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ template: null })} data-testid="template-new">
            {t('campaigns.templates.new')}
          </Button>
        </Group>
        {templates.isError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />}>
            {serverErrorText(templates.error, t('campaigns.templates.loadError'))}
          </Alert>
        )}
        {templates.isPending && <Skeleton h={160} radius="md" />}
        {templates.data && templates.data.length === 0 && (
          <EmptyState
            icon={<IconTemplate size={28} />}
            title={t('campaigns.templates.emptyTitle')}
            description={t('campaigns.templates.emptyText')}
            testId="templates-empty"
          />
        )}
        {templates.data && templates.data.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="templates-grid">
            {templates.data.map((tpl) => (
              <TemplateCard
                key={tpl.id}
                template={tpl}
                onEdit={() => setEditing({ template: tpl })}
                onDuplicate={() => copyTemplate(tpl)}
                onDelete={() => remove.ask(tpl)}
                onPreview={() => void preview(tpl)}
                onTest={() => setTesting({ kind: 'template', id: tpl.id, name: tpl.name })}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <TemplateEditorModal opened={editing !== null} template={editing?.template ?? null} onClose={() => setEditing(null)} />
      <ConfirmModal
        {...remove.modal}
        title={t('campaigns.templates.deleteTitle')}
        text={t('campaigns.templates.deleteText', { name: remove.target?.name ?? '' })}
        confirmLabel={t('campaigns.templates.delete')}
        testId="template-delete"
      />
      <SendTestModal target={testing} onClose={() => setTesting(null)} />
    </Stack>
  );
}
