import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS, YEARLY_MONTHS_CHARGED } from '@ulak/shared/plans';
import sections from 'virtual:i18n/terms';
import { addTranslations } from '../../i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { InfoLayout } from '../../features/marketing/components/InfoLayout';

addTranslations(sections);

// TermsPage is the terms of use: accounts, plans and billing, acceptable use, content, availability, ending and liability.
export function TermsPage() {
  const { t } = useTranslation();
  usePageMeta(t('terms.meta.title'), t('terms.meta.description'));
  return (
    <InfoLayout
      testId="terms-page"
      title={t('terms.title')}
      text={t('terms.text')}
      sections={[
        { id: 'acceptance', title: t('terms.acceptance.title'), text: t('terms.acceptance.text') },
        { id: 'account', title: t('terms.account.title'), text: t('terms.account.text') },
        {
          id: 'plans',
          title: t('terms.plans.title'),
          items: [
            t('terms.plans.items.trial', { days: TRIAL_DAYS }),
            t('terms.plans.items.yearly', { months: YEARLY_MONTHS_CHARGED }),
            t('terms.plans.items.limits'),
            t('terms.plans.items.changes'),
          ],
        },
        {
          id: 'use',
          title: t('terms.use.title'),
          text: t('terms.use.text'),
          items: [t('terms.use.items.consent'), t('terms.use.items.unsubscribe'), t('terms.use.items.content'), t('terms.use.items.abuse')],
        },
        { id: 'content', title: t('terms.content.title'), text: t('terms.content.text') },
        { id: 'availability', title: t('terms.availability.title'), text: t('terms.availability.text') },
        { id: 'ending', title: t('terms.ending.title'), text: t('terms.ending.text') },
        { id: 'liability', title: t('terms.liability.title'), text: t('terms.liability.text') },
        { id: 'changes', title: t('terms.changes.title'), text: t('terms.changes.text') },
      ]}
    />
  );
}
