import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Center, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import type { EmailTemplate } from '../../api/templatesApi';
import { useCreateTemplateMutation } from '../../hooks/useCreateTemplateMutation';
import { useTemplateGalleryQuery } from '../../hooks/useTemplateGalleryQuery';
import { useUpdateTemplateMutation } from '../../hooks/useUpdateTemplateMutation';
import { openHtmlPreview } from '../../previewWindow';
import { defaultMjml, wrapHtmlAsMjml, type EditorApi, type EditorInitial } from './editorApi';
// its texts live in the campaigns tree; the automation builder opens it without the campaigns page
import '../../../campaigns/campaignsI18n';

const GrapesCanvas = lazy(() => import('./GrapesCanvas').then((m) => ({ default: m.GrapesCanvas })));

type Props = {
  /** The template to edit; a new one otherwise. */
  template?: EmailTemplate | null;
  /** The template type a new template is saved with ('custom' from the campaign screens). */
  templateType?: string;
  onSaved: (template: EmailTemplate) => void;
  onCancel?: () => void;
};

// initialOf opens a saved design from its project data, else its MJML, else its HTML wrapped in MJML.
function initialOf(template: EmailTemplate | null | undefined): EditorInitial {
  if (!template) return {};
  if (template.designJson) return { designJson: template.designJson, mjml: template.mjml };
  if (template.mjml) return { mjml: template.mjml };
  return { mjml: wrapHtmlAsMjml(template.htmlContent) };
}

// TemplateEditor is the template editor (seed 001 §2): name and subject, the drag-and-drop MJML canvas (600px),
// a starter to begin from, Preview (the editor's HTML in a new window) and Save (MJML + project data), which is
// disabled while saving or when the name or subject is empty.
export function TemplateEditor({ template = null, templateType = 'custom', onSaved, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'tr';
  const [name, setName] = useState(template?.name ?? '');
  const [subject, setSubject] = useState(template?.subject ?? '');
  const [api, setApi] = useState<EditorApi | null>(null);
  const apiRef = useRef<EditorApi | null>(null);
  apiRef.current = api;
  const gallery = useTemplateGalleryQuery(language);
  const create = useCreateTemplateMutation();
  const update = useUpdateTemplateMutation();
  const saving = create.isPending || update.isPending;

  // The canvas is rebuilt when the language changes (GrapesJS reads its labels once); the design carries over.
  const [canvas, setCanvas] = useState<{ language: 'tr' | 'en'; initial: EditorInitial }>(() => ({ language, initial: initialOf(template) }));
  useEffect(() => {
    if (canvas.language === language) return;
    const current = apiRef.current;
    setCanvas({ language, initial: current ? { designJson: current.getProjectData() } : canvas.initial });
  }, [language, canvas]);

  const fallbackMjml = useMemo(
    () =>
      defaultMjml({
        heading: t('campaigns.editor.starter.heading', { name: `{{ contact.first_name | default: "${t('campaigns.mergeTags.fallbacks.firstName')}" }}` }),
        body: t('campaigns.editor.starter.body'),
        button: t('campaigns.editor.starter.button'),
        footer: t('campaigns.editor.starter.footer', { url: '{{ unsubscribe_url }}' }),
      }),
    [t],
  );

  const canSave = !saving && name.trim() !== '' && subject.trim() !== '' && api !== null;

  const startFrom = (key: string | null) => {
    const starter = gallery.data?.find((g) => g.key === key);
    if (!starter || !api) return;
    api.loadMjml(starter.mjml);
    if (!name.trim()) setName(starter.name);
    if (!subject.trim()) setSubject(starter.subject);
  };

  const preview = () => {
    if (!api) return;
    openHtmlPreview(() => api.getHtml()).catch(() => notifications.show({ color: 'red', message: t('campaigns.editor.previewFailed') }));
  };

  const save = () => {
    if (!canSave || !api) return;
    const body = {
      name: name.trim(),
      subject: subject.trim(),
      mjml: api.getMjml(),
      designJson: api.getProjectData(),
      templateType: template?.templateType ?? templateType,
    };
    const handlers = {
      onSuccess: (saved: EmailTemplate) => {
        notifications.show({ color: 'teal', message: t('campaigns.editor.saved', { name: saved.name }) });
        onSaved(saved);
      },
      onError: (error: unknown) => notifications.show({ color: 'red', message: serverErrorText(error, t('campaigns.editor.saveFailed')) }),
    };
    if (template) update.mutate({ id: template.id, body }, handlers);
    else create.mutate(body, handlers);
  };

  return (
    <Stack gap="sm" data-testid="template-editor">
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <TextInput label={t('campaigns.editor.name')} withAsterisk value={name} onChange={(e) => setName(e.currentTarget.value)} data-testid="template-name" />
        <TextInput
          label={t('campaigns.editor.subject')}
          withAsterisk
          value={subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
          data-testid="template-subject"
        />
        <Select
          label={t('campaigns.editor.startFrom')}
          placeholder={t('campaigns.editor.startFromPlaceholder')}
          data={(gallery.data ?? []).map((g) => ({ value: g.key, label: g.name }))}
          value={null}
          onChange={startFrom}
          disabled={!api || !gallery.data?.length}
          data-testid="template-start-from"
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('campaigns.editor.hint')}
      </Text>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Suspense
          fallback={
            <Center h={600} data-testid="template-editor-loading">
              <Loader />
            </Center>
          }
        >
          <GrapesCanvas key={canvas.language} language={canvas.language} initial={{ ...canvas.initial, fallbackMjml }} onReady={setApi} />
        </Suspense>
      </Paper>
      <Group justify="flex-end" gap="xs">
        {onCancel && (
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('common.cancel')}
          </Button>
        )}
        <Button variant="default" leftSection={<IconEye size={16} />} onClick={preview} disabled={!api} data-testid="template-preview">
          {t('campaigns.editor.preview')}
        </Button>
        <Button leftSection={<IconDeviceFloppy size={16} />} onClick={save} disabled={!canSave} loading={saving} data-testid="template-save">
          {saving ? t('campaigns.editor.saving') : t('campaigns.common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
