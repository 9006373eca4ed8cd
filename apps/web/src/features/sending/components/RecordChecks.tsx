import { Badge, Code, Group, Stack, Text } from '@mantine/core';
import { DOMAIN_RECORD_KINDS, type DomainChecks, type RecordCheck } from '@ulak/shared';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR = { ok: 'teal', warning: 'yellow', error: 'red', missing: 'gray', unknown: 'gray' } as const;
// the reason codes a DMARC or SPF explanation carries (see RECORD_CODES in the shared package)
type SpfWhy = 'pass' | 'fail' | 'notAligned' | 'missing' | 'unknown';
type DkimWhy = 'aligned' | 'notConfigured' | 'notPublished' | 'notAligned';
type PermerrorWhy = 'lookups' | 'syntax' | 'loop' | 'multiple';

// useExplain turns a check's code and parameters into a sentence; a DMARC failure says why from its SPF and DKIM reasons.
export function useExplain() {
  const { t } = useTranslation();
  return (c: RecordCheck) => {
    const params: Record<string, string | number> = { ...c.params };
    if (c.code === 'dmarc.reject' || c.code === 'dmarc.quarantine' || c.code === 'dmarc.none') {
      params.why = t('campaigns.rotation.checks.why.both', {
        spf: t(`campaigns.rotation.checks.why.spf.${c.params.spf as SpfWhy}`),
        dkim: t(`campaigns.rotation.checks.why.dkim.${c.params.dkim as DkimWhy}`),
      });
    }
    if (c.code === 'spf.permerror') params.reason = t(`campaigns.rotation.checks.why.permerror.${c.params.reason as PermerrorWhy}`);
    return t(`campaigns.rotation.checks.${c.code}`, params);
  };
}

// RecordChecks shows each record of a sending domain (TXT token, DKIM, SPF, DMARC) with its status and explanation.
export function RecordChecks({ checks, testId }: { checks: DomainChecks; testId: string }) {
  const { t } = useTranslation();
  const explain = useExplain();
  return (
    <Stack gap={6} data-testid={testId}>
      {DOMAIN_RECORD_KINDS.map((kind) => {
        const c = checks[kind];
        return (
          <Group key={kind} gap="xs" wrap="nowrap" align="flex-start" data-testid={`${testId}-${kind}`} data-status={c.status} data-code={c.code}>
            <Badge color={STATUS_COLOR[c.status]} variant="light" w={150} style={{ flexShrink: 0 }}>
              {t(`campaigns.rotation.checks.kind.${kind}`)} · {t(`campaigns.rotation.checks.status.${c.status}`)}
            </Badge>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" data-testid={`${testId}-${kind}-text`}>
                {explain(c)}
              </Text>
              {c.found && (
                <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                  {c.found}
                </Code>
              )}
            </Stack>
          </Group>
        );
      })}
    </Stack>
  );
}
