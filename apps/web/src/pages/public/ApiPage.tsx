import '@mantine/core/styles/Code.css';
import { Button, Code } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import sections from 'virtual:i18n/apiPage';
import { addTranslations } from '../../i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { InfoLayout } from '../../features/marketing/components/InfoLayout';

addTranslations(sections);

const ERROR_SAMPLE = `{
  "error": "E-posta veya şifre hatalı.",
  "message": "E-posta veya şifre hatalı.",
  "code": "INVALID_CREDENTIALS"
}`;

// ApiPage introduces the REST API and links to its live OpenAPI documentation at /api/docs.
export function ApiPage() {
  const { t } = useTranslation();
  usePageMeta(t('apiPage.meta.title'), t('apiPage.meta.description'));
  return (
    <InfoLayout
      testId="api-page"
      title={t('apiPage.title')}
      text={t('apiPage.text')}
      before={
        <Button
          component="a"
          href="/api/docs"
          rightSection={<IconExternalLink size={16} aria-hidden />}
          size="md"
          style={{ alignSelf: 'center' }}
          data-testid="api-docs-link"
        >
          {t('apiPage.docs')}
        </Button>
      }
      sections={[
        {
          id: 'auth',
          title: t('apiPage.auth.title'),
          text: t('apiPage.auth.text'),
          extra: <Code block>{'curl -H "Authorization: Bearer <token>" -H "Accept-Language: en" https://<your-host>/api/auth/me'}</Code>,
        },
        {
          id: 'public',
          title: t('apiPage.public.title'),
          text: t('apiPage.public.text'),
          extra: <Code block>{'curl https://<your-host>/api/subscriptions/plans'}</Code>,
        },
        { id: 'errors', title: t('apiPage.errors.title'), text: t('apiPage.errors.text'), extra: <Code block>{ERROR_SAMPLE}</Code> },
        {
          id: 'conventions',
          title: t('apiPage.conventions.title'),
          items: [
            t('apiPage.conventions.items.json'),
            t('apiPage.conventions.items.validation'),
            t('apiPage.conventions.items.pagination'),
            t('apiPage.conventions.items.rateLimits'),
          ],
        },
      ]}
    />
  );
}
