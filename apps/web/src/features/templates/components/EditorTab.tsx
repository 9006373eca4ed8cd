import { useState } from 'react';
import { Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTemplatesQuery } from '../hooks/useTemplatesQuery';
import { TemplateEditor } from './editor/TemplateEditor';

const NEW = '__new__';

// EditorTab is the campaigns page's editor tab: the template editor inline, for a new template or one of the workspace's.
export function EditorTab({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const templates = useTemplatesQuery();
  const [chosen, setChosen] = useState<string>(NEW);
  const template = chosen === NEW ? null : (templates.data?.find((x) => x.id === chosen) ?? null);

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('campaigns.editor.tabText')}
      </Text>
      <Select
        label={t('campaigns.editor.open')}
        data={[{ value: NEW, label: t('campaigns.editor.newTitle') }, ...(templates.data ?? []).map((x) => ({ value: x.id, label: x.name }))]}
        value={chosen}
        onChange={(v) => setChosen(v ?? NEW)}
        allowDeselect={false}
        maw={360}
        data-testid="editor-open"
      />
      <TemplateEditor key={template?.id ?? NEW} template={template} onSaved={onSaved} />
    </Stack>
  );
}
