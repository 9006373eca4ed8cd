import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Anchor, Badge, Box, Group, Paper, Progress, Select, SimpleGrid, Skeleton, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconClick } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { EmptyState } from '../../../ui/EmptyState';
import { formatNumber, formatPercent } from '../../../ui/format';
import { withPolicy } from '../../campaigns/components/report/RenderedEmail';
import { useClickMapQuery } from '../hooks/useClickMapQuery';
import { linkFigures, trackedAddress, type LinkFigure } from './clickMap';

/** Where a tracked link sits in the rendered message, in the frame's coordinates. */
type Spot = { key: number; url: string; top: number; left: number; width: number; height: number };
const HIGHLIGHT = '3px solid #fa5252';

// ClickMap shows a chosen campaign's message as sent, each tracked link marked with its human clicks and share of all human
// clicks, beside the list of links (hovering a row highlights its links in the message). The message is in a sandboxed
// frame without scripts; the frame shares the page's origin only so the map can find the links' places in it, and a
// cover over it keeps its links from being followed.
export function ClickMap({ campaigns, initial }: { campaigns: { id: string; name: string }[]; initial: string | null }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [campaignId, setCampaignId] = useState<string | null>(initial);
  const { links, rendered } = useClickMapQuery(campaignId);
  const { total, figures } = useMemo(() => linkFigures(links.data ?? []), [links.data]);
  const byUrl = useMemo(() => new Map(figures.map((f) => [f.url, f])), [figures]);
  const [hovered, setHovered] = useState<string | null>(null);

  return (
    <Paper withBorder radius="md" p="md" data-testid="click-map">
      <Group justify="space-between" align="flex-end" mb="sm">
        <div>
          <Title order={4}>{t('analytics.clickMap.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('analytics.clickMap.text')}
          </Text>
        </div>
        <Select
          label={t('analytics.clickMap.campaign')}
          data={campaigns.map((c) => ({ value: c.id, label: c.name }))}
          value={campaignId}
          onChange={(v) => v && setCampaignId(v)}
          allowDeselect={false}
          searchable
          w={280}
          data-testid="click-map-campaign"
        />
      </Group>
      {(links.isPending || rendered.isPending) && <Skeleton h={320} />}
      {(links.isError || rendered.isError) && (
        <Alert color="red" data-testid="click-map-error">
          {serverErrorText(links.error ?? rendered.error, t('analytics.clickMap.loadError'))}
        </Alert>
      )}
      {links.data && rendered.data && total === 0 && (
        <EmptyState
          icon={<IconClick size={28} />}
          title={t('analytics.clickMap.emptyTitle')}
          description={t('analytics.clickMap.emptyText')}
          action={campaignId ? <Link to={`/app/campaigns/${encodeURIComponent(campaignId)}/report`}>{t('analytics.clickMap.report')}</Link> : undefined}
          testId="click-map-empty"
        />
      )}
      {links.data && rendered.data && total > 0 && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <MessageWithBadges html={rendered.data.html} byUrl={byUrl} hovered={hovered} onHover={setHovered} />
          <LinkList figures={figures} total={total} hovered={hovered} onHover={setHovered} lang={lang} />
        </SimpleGrid>
      )}
      {links.data && rendered.data && total > 0 && (
        <Text size="xs" c="dimmed" mt="sm">
          {t('analytics.clickMap.note')}
        </Text>
      )}
    </Paper>
  );
}

// MessageWithBadges is the rendered message in its frame with a badge on every tracked link that people clicked.
function MessageWithBadges({
  html,
  byUrl,
  hovered,
  onHover,
}: {
  html: string;
  byUrl: Map<string, LinkFigure>;
  hovered: string | null;
  onHover: (url: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(480);
  const [spots, setSpots] = useState<Spot[]>([]);

  // measure finds every tracked link's box in the frame (sized to its content, so nothing scrolls inside it)
  const measure = useCallback(() => {
    let doc: Document | null | undefined;
    try {
      doc = frame.current?.contentDocument;
    } catch {
      doc = null;
    }
    if (!doc?.documentElement) return;
    // the document's own height (its scroll height is never less than the frame's), with room for the body's margin
    setHeight(Math.max(240, Math.ceil(doc.documentElement.getBoundingClientRect().height) + 16));
    const scrollY = doc.defaultView?.scrollY ?? 0;
    const found: Spot[] = [];
    doc.querySelectorAll('a[href]').forEach((a, key) => {
      const url = trackedAddress(a.getAttribute('href') ?? '');
      const r = a.getBoundingClientRect();
      if (url && r.width + r.height > 2) found.push({ key, url, top: r.top + scrollY, left: r.left, width: r.width, height: r.height });
    });
    setSpots(found);
  }, []);

  useEffect(() => {
    measure();
  }, [height, measure]);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);
  // the hovered address's links are outlined in the message itself
  useEffect(() => {
    const doc = frame.current?.contentDocument;
    doc?.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((a) => {
      a.style.outline = hovered && trackedAddress(a.getAttribute('href') ?? '') === hovered ? HIGHLIGHT : '';
    });
  }, [hovered, spots]);

  return (
    <Box ref={box} style={{ maxHeight: 720, overflow: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
      <Box pos="relative" h={height}>
        <iframe
          ref={frame}
          title={t('analytics.clickMap.frame')}
          sandbox="allow-same-origin"
          referrerPolicy="no-referrer"
          srcDoc={withPolicy(html)}
          onLoad={measure}
          scrolling="no"
          style={{ width: '100%', height, border: 0, display: 'block', background: '#fff' }}
          data-testid="click-map-frame"
        />
        <Box pos="absolute" top={0} left={0} w="100%" h={height} onMouseLeave={() => onHover(null)} data-testid="click-map-cover">
          {spots.map((s) => {
            const f = byUrl.get(s.url);
            const n = f?.humanClicks ?? 0;
            const label = t('analytics.clickMap.badge', {
              clicks: formatNumber(n, i18n.language),
              share: formatPercent(f?.share ?? 0, i18n.language),
              url: s.url,
            });
            return (
              <Tooltip key={s.key} label={label} withArrow>
                <Badge
                  pos="absolute"
                  size="sm"
                  radius="sm"
                  color={hovered === s.url ? 'red' : n ? 'teal' : 'gray'}
                  variant={hovered === s.url ? 'filled' : 'light'}
                  style={{ top: Math.max(0, s.top - 10), left: s.left + s.width - 6, boxShadow: '0 1px 3px rgba(0,0,0,.25)', cursor: 'default' }}
                  onMouseEnter={() => onHover(s.url)}
                  aria-label={label}
                  data-testid="click-map-badge"
                  data-url={s.url}
                  data-clicks={n}
                >
                  {formatNumber(n, i18n.language)} · {formatPercent(f?.share ?? 0, i18n.language)}
                </Badge>
              </Tooltip>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}

// LinkList lists the campaign's links by human clicks with their share; hovering one highlights it in the message.
function LinkList({
  figures,
  total,
  hovered,
  onHover,
  lang,
}: {
  figures: LinkFigure[];
  total: number;
  hovered: string | null;
  onHover: (url: string | null) => void;
  lang: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} data-testid="click-map-total">
        {t('analytics.clickMap.total', { count: total })}
      </Text>
      <Table highlightOnHover onMouseLeave={() => onHover(null)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('analytics.clickMap.cols.url')}</Table.Th>
            <Table.Th ta="right">{t('analytics.clickMap.cols.human')}</Table.Th>
            <Table.Th>{t('analytics.clickMap.cols.share')}</Table.Th>
            <Table.Th ta="right">{t('analytics.clickMap.cols.all')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {figures.map((f) => (
            <Table.Tr
              key={f.url}
              onMouseOver={() => onHover(f.url)}
              bg={hovered === f.url ? 'var(--mantine-color-red-light)' : undefined}
              data-testid="click-map-link"
              data-url={f.url}
              data-clicks={f.humanClicks}
            >
              <Table.Td maw={260}>
                <Anchor href={f.url} target="_blank" rel="noopener noreferrer nofollow" size="sm" lineClamp={1}>
                  {f.url}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{formatNumber(f.humanClicks, lang)}</Table.Td>
              <Table.Td miw={120}>
                <Group gap={6} wrap="nowrap">
                  <Progress value={f.share} w={60} size="sm" color="teal" aria-hidden />
                  <Text size="sm">{formatPercent(f.share, lang)}</Text>
                </Group>
              </Table.Td>
              <Table.Td ta="right">{formatNumber(f.clicks, lang)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
