import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import sections from 'virtual:i18n/press';
import { addTranslations } from '../../i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { InfoLayout } from '../../features/marketing/components/InfoLayout';

addTranslations(sections);

// PressPage gives journalists the facts about Ulak and the way to reach us.
export function PressPage() {
  const { t } = useTranslation();
  usePageMeta(t('press.meta.title'), t('press.meta.description'));
  return (
    <InfoLayout
      testId="press-page"
      title={t('press.title')}
      text={t('press.text')}
      sections={[
        {
          id: 'facts',
          title: t('press.facts.title'),
          items: [
            t('press.facts.items.name'),
            t('press.facts.items.what'),
            t('press.facts.items.languages'),
            t('press.facts.items.office'),
            t('press.facts.items.plans'),
          ],
        },
        { id: 'kit', title: t('press.kit.title'), text: t('press.kit.text') },
        {
          id: 'contact',
          title: t('press.contact.title'),
          text: t('press.contact.text'),
          extra: (
            <Button component={Link} to="/contact?type=media" variant="light" style={{ alignSelf: 'flex-start' }} data-testid="press-contact">
              {t('press.contact.button')}
            </Button>
          ),
        },
      ]}
    />
  );
}
