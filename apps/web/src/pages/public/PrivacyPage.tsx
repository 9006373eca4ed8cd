import { useTranslation } from 'react-i18next';
import sections from 'virtual:i18n/privacy';
import { addTranslations } from '../../i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { InfoLayout } from '../../features/marketing/components/InfoLayout';

addTranslations(sections);

// PrivacyPage is the privacy policy: what is collected, why, what the browser keeps, who it is shared with and your rights.
export function PrivacyPage() {
  const { t } = useTranslation();
  usePageMeta(t('privacy.meta.title'), t('privacy.meta.description'));
  return (
    <InfoLayout
      testId="privacy-page"
      title={t('privacy.title')}
      text={t('privacy.text')}
      sections={[
        { id: 'who', title: t('privacy.who.title'), text: t('privacy.who.text') },
        {
          id: 'collect',
          title: t('privacy.collect.title'),
          items: [
            t('privacy.collect.items.account'),
            t('privacy.collect.items.workspace'),
            t('privacy.collect.items.messages'),
            t('privacy.collect.items.technical'),
          ],
        },
        {
          id: 'use',
          title: t('privacy.use.title'),
          items: [t('privacy.use.items.service'), t('privacy.use.items.security'), t('privacy.use.items.support'), t('privacy.use.items.marketing')],
        },
        { id: 'legal', title: t('privacy.legal.title'), text: t('privacy.legal.text') },
        {
          id: 'browser',
          title: t('privacy.browser.title'),
          text: t('privacy.browser.text'),
          items: [t('privacy.browser.items.token'), t('privacy.browser.items.language'), t('privacy.browser.items.currency'), t('privacy.browser.items.chat')],
        },
        { id: 'sharing', title: t('privacy.sharing.title'), text: t('privacy.sharing.text') },
        { id: 'retention', title: t('privacy.retention.title'), text: t('privacy.retention.text') },
        {
          id: 'rights',
          title: t('privacy.rights.title'),
          text: t('privacy.rights.text'),
          items: [
            t('privacy.rights.items.access'),
            t('privacy.rights.items.correct'),
            t('privacy.rights.items.delete'),
            t('privacy.rights.items.portability'),
            t('privacy.rights.items.object'),
            t('privacy.rights.items.complain'),
          ],
        },
        { id: 'changes', title: t('privacy.changes.title'), text: t('privacy.changes.text') },
      ]}
    />
  );
}
