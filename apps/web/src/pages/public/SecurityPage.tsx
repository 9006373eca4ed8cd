import { useTranslation } from 'react-i18next';
import sections from 'virtual:i18n/security';
import { addTranslations } from '../../i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { InfoLayout } from '../../features/marketing/components/InfoLayout';

addTranslations(sections);

// SecurityPage describes how accounts, sessions, data and email are protected, and how to report a problem.
export function SecurityPage() {
  const { t } = useTranslation();
  usePageMeta(t('security.meta.title'), t('security.meta.description'));
  return (
    <InfoLayout
      testId="security-page"
      title={t('security.title')}
      text={t('security.text')}
      sections={[
        {
          id: 'accounts',
          title: t('security.accounts.title'),
          items: [
            t('security.accounts.items.passwords'),
            t('security.accounts.items.sessions'),
            t('security.accounts.items.rateLimits'),
            t('security.accounts.items.reset'),
            t('security.accounts.items.roles'),
          ],
        },
        {
          id: 'data',
          title: t('security.data.title'),
          items: [t('security.data.items.isolation'), t('security.data.items.validation'), t('security.data.items.errors'), t('security.data.items.headers')],
        },
        {
          id: 'email',
          title: t('security.email.title'),
          items: [
            t('security.email.items.suppression'),
            t('security.email.items.unsubscribe'),
            t('security.email.items.dkim'),
            t('security.email.items.capture'),
          ],
        },
        { id: 'report', title: t('security.report.title'), text: t('security.report.text') },
      ]}
    />
  );
}
