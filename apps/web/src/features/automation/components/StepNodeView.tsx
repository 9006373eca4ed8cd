import { Badge, Group, Paper, Text } from '@mantine/core';
import { useLooseT } from '../useLooseT';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { hasInput, outputHandles, type StepNode } from './graph';

// StepNodeView draws one workflow step on the canvas: its kind, a short summary, runs waiting on it, its handles.
export function StepNodeView({ data, selected }: NodeProps<StepNode>) {
  const { t } = useLooseT();
  const handles = outputHandles(data.kind, data.config);
  return (
    <Paper
      withBorder
      shadow={selected ? 'md' : 'xs'}
      p="xs"
      w={200}
      style={{ borderColor: data.problem ? 'var(--mantine-color-red-6)' : selected ? 'var(--mantine-color-blue-6)' : undefined }}
      data-testid={`node-${data.kind}`}
    >
      {hasInput(data.kind) && <Handle type="target" position={Position.Top} />}
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Text size="sm" fw={600} truncate>
          {t(`automation.kinds.${data.kind}.name`)}
        </Text>
        {data.count ? (
          <Badge size="xs" variant="light" title={t('automation.builder.waitingHere')}>
            {data.count}
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {t(`automation.kinds.${data.kind}.description`)}
      </Text>
      {handles.map((h, i) =>
        h === null ? (
          <Handle key="out" type="source" position={Position.Bottom} />
        ) : (
          <Handle key={h} id={h} type="source" position={Position.Bottom} style={{ left: `${((i + 1) * 100) / (handles.length + 1)}%` }}>
            <Text size="9px" style={{ position: 'absolute', top: 6, left: -8, pointerEvents: 'none' }}>
              {t(`automation.handles.${h}`)}
            </Text>
          </Handle>
        ),
      )}
    </Paper>
  );
}
