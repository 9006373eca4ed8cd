import { Alert, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { useCampaignRenderedQuery } from '../../hooks/useCampaignReport';

// The frame's own policy: no scripts, no requests but images and inline styles; the sandbox (no allow-* tokens) also
// gives it an opaque origin, blocks forms, pop-ups and navigation of the page.
const CSP = "default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'; font-src https: data:";

// withPolicy puts the Content-Security-Policy meta tag first in the document shown in the frame.
export function withPolicy(html: string): string {
  return `<!doctype html><meta http-equiv="Content-Security-Policy" content="${CSP}"><base target="_blank">${html}`;
}

// RenderedEmail shows the message as sent to a sample recipient, in a sandboxed frame with a strict policy.
export function RenderedEmail({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation();
  const rendered = useCampaignRenderedQuery(campaignId);
  return (
    <Paper withBorder radius="md" p="md" data-testid="report-rendered">
      <Title order={4}>{t('campaigns.report.rendered.title')}</Title>
      {rendered.data && (
        <Text size="sm" c="dimmed" mb="sm" data-testid="report-rendered-subject">
          {rendered.data.sample ? t('campaigns.report.rendered.asSentTo', { email: rendered.data.sample }) : t('campaigns.report.rendered.sample')}
          {' · '}
          {t('campaigns.report.rendered.subject', { subject: rendered.data.subject })}
        </Text>
      )}
      {rendered.isPending && <Skeleton h={400} />}
      {rendered.isError && <Alert color="red">{serverErrorText(rendered.error, t('campaigns.report.loadError'))}</Alert>}
      {rendered.data && (
        <iframe
          title={t('campaigns.report.rendered.title')}
          sandbox=""
          referrerPolicy="no-referrer"
          srcDoc={withPolicy(rendered.data.html)}
          style={{ width: '100%', height: 600, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, background: '#fff' }}
          data-testid="report-rendered-frame"
        />
      )}
    </Paper>
  );
}
