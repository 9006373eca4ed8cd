import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconFolderPlus, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_GROUP_DEPTH, newGroup, newRule, type GroupDraft, type NodeDraft } from '../../segmentRules';
import { RuleRow } from './RuleRow';

type Props = { group: GroupDraft; depth?: number; onChange: (group: GroupDraft) => void; onRemove?: () => void };

// RuleGroupEditor edits a group of rules matched all (AND) or any (OR); groups nest up to three levels.
export function RuleGroupEditor({ group, depth = 1, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const replace = (id: string, node: NodeDraft | null) => onChange({ ...group, rules: group.rules.flatMap((r) => (r.id === id ? (node ? [node] : []) : [r])) });
  const connector = t(group.match === 'all' ? 'audience.rules.and' : 'audience.rules.or');

  return (
    <Paper
      withBorder={depth > 1}
      radius="md"
      p={depth > 1 ? 'sm' : 0}
      bg={depth > 1 ? 'var(--mantine-color-gray-light)' : undefined}
      data-testid="rule-group"
      data-depth={depth}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text size="sm">{t('audience.rules.matchPrefix')}</Text>
            <SegmentedControl
              size="xs"
              value={group.match}
              onChange={(v) => onChange({ ...group, match: v === 'any' ? 'any' : 'all' })}
              data={[
                { value: 'all', label: t('audience.rules.matchAll') },
                { value: 'any', label: t('audience.rules.matchAny') },
              ]}
              data-testid="group-match"
            />
            <Text size="sm">{t('audience.rules.matchSuffix')}</Text>
          </Group>
          {onRemove && (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={onRemove} data-testid="group-remove">
              {t('audience.rules.removeGroup')}
            </Button>
          )}
        </Group>
        {group.rules.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="group-empty">
            {t(depth === 1 ? 'audience.rules.emptyRoot' : 'audience.rules.emptyGroup')}
          </Text>
        )}
        {group.rules.map((node, i) => (
          <Stack key={node.id} gap="xs">
            {i > 0 && (
              <Badge variant="light" color={group.match === 'all' ? 'blue' : 'orange'} size="sm" style={{ alignSelf: 'flex-start' }}>
                {connector}
              </Badge>
            )}
            {node.type === 'group' ? (
              <RuleGroupEditor group={node} depth={depth + 1} onChange={(g) => replace(node.id, g)} onRemove={() => replace(node.id, null)} />
            ) : (
              <RuleRow rule={node} onChange={(r) => replace(node.id, r)} onRemove={() => replace(node.id, null)} />
            )}
          </Stack>
        ))}
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange({ ...group, rules: [...group.rules, newRule()] })}
            data-testid="group-add-rule"
          >
            {t('audience.rules.addRule')}
          </Button>
          {depth < MAX_GROUP_DEPTH && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconFolderPlus size={14} />}
              onClick={() => onChange({ ...group, rules: [...group.rules, newGroup('any', [newRule()])] })}
              data-testid="group-add-group"
            >
              {t('audience.rules.addGroup')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
