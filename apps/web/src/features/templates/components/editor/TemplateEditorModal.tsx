import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmailTemplate } from '../../api/templatesApi';
import { TemplateEditor } from './TemplateEditor';
// its texts live in the campaigns tree; the automation builder opens it without the campaigns page
import '../../../campaigns/campaignsI18n';

type Props = { opened: boolean; template: EmailTemplate | null; onClose: () => void; templateType?: string; onSaved?: (template: EmailTemplate) => void };

// TemplateEditorModal is the template editor in a modal; it closes after a successful save.
export function TemplateEditorModal({ opened, template, onClose, templateType, onSaved }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={template ? t('campaigns.editor.editTitle', { name: template.name }) : t('campaigns.editor.newTitle')}
      size="100%"
      closeOnClickOutside={false}
      data-testid="template-editor-modal"
    >
      {opened && (
        <TemplateEditor
          key={template?.id ?? 'new'}
          template={template}
          templateType={templateType}
          onSaved={(saved) => {
            onSaved?.(saved);
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
