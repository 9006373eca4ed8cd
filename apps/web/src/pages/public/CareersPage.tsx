import { Alert } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import sections from 'virtual:i18n/careers';
import { addTranslations } from '../../i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { InfoLayout } from '../../features/marketing/components/InfoLayout';

addTranslations(sections);

// CareersPage says honestly that no position is open and how to get in touch anyway.
export function CareersPage() {
  const { t } = useTranslation();
  usePageMeta(t('careers.meta.title'), t('careers.meta.description'));
  return (
    <InfoLayout
      testId="careers-page"
      title={t('careers.title')}
      text={t('careers.text')}
      before={
        <Alert color="blue" variant="light" icon={<IconBriefcase size={18} aria-hidden />} data-testid="careers-openings">
          {t('careers.openings')}
        </Alert>
      }
      sections={[
        {
          id: 'work',
          title: t('careers.work.title'),
          items: [t('careers.work.items.users'), t('careers.work.items.quality'), t('careers.work.items.languages'), t('careers.work.items.honesty')],
        },
        { id: 'apply', title: t('careers.apply.title'), text: t('careers.apply.text') },
      ]}
    />
  );
}
