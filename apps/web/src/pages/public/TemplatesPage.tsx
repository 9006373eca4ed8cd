import '@mantine/core/styles/Code.css';
import { Alert, Code } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import sections from 'virtual:i18n/templates';
import { addTranslations } from '../../i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { InfoLayout } from '../../features/marketing/components/InfoLayout';

addTranslations(sections);

const LIQUID_SAMPLE = 'Merhaba {{ contact.first_name | default: "there" }},';

// TemplatesPage explains how email templates work and says plainly that the gallery arrives with the campaign editor.
export function TemplatesPage() {
  const { t } = useTranslation();
  usePageMeta(t('templates.meta.title'), t('templates.meta.description'));
  return (
    <InfoLayout
      testId="templates-page"
      title={t('templates.title')}
      text={t('templates.text')}
      before={
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="templates-status">
          {t('templates.status')}
        </Alert>
      }
      sections={[
        { id: 'editor', title: t('templates.editor.title'), text: t('templates.editor.text') },
        {
          id: 'personalisation',
          title: t('templates.personalisation.title'),
          text: t('templates.personalisation.text'),
          extra: <Code block>{LIQUID_SAMPLE}</Code>,
        },
        {
          id: 'starters',
          title: t('templates.starters.title'),
          items: [
            t('templates.starters.items.newsletter'),
            t('templates.starters.items.welcome'),
            t('templates.starters.items.promotion'),
            t('templates.starters.items.reminder'),
            t('templates.starters.items.event'),
          ],
        },
        { id: 'compliance', title: t('templates.compliance.title'), text: t('templates.compliance.text') },
      ]}
    />
  );
}
