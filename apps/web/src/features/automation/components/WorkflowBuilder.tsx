import { useCallback, useEffect, useState, type DragEvent } from 'react';
import { useLooseT } from '../useLooseT';
import { LocaleNumberInput } from '../../../ui/LocaleNumberInput';
import { Alert, Badge, Box, Button, Group, List, Modal, Radio, ScrollArea, Select, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  Background,
  Controls,
  ReactFlow,
  ReactFlowProvider,
  addEdge,
  useEdgesState,
  useNodesState,
  useReactFlow,
  type Connection,
  type Edge,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { ENTRY_RULES, GOAL_KINDS, WORKFLOW_CATEGORIES, isTrigger, workflowGraphProblems, type NodeKind } from '@ulak/shared/automation';
import { serverErrorText } from '../../../lib/api';
import { useWorkflowQuery } from '../hooks/useWorkflowQuery';
import { useUpdateWorkflowMutation } from '../hooks/useUpdateWorkflowMutation';
import { usePublishWorkflowMutation } from '../hooks/usePublishWorkflowMutation';
import type { Workflow } from '../api/automationApi';
import { NodeSettings } from './NodeSettings';
import { RunHistory } from './RunHistory';
import { StepNodeView } from './StepNodeView';
import { PALETTE, fromFlow, newNodeId, toFlow, type StepNode } from './graph';

const nodeTypes = { step: StepNodeView };
type Props = { workflowId: string | null; initialTab?: 'builder' | 'runs'; onClose: () => void };

// WorkflowBuilder is the visual editor of a workflow's draft (drag steps in, connect them, set each one in the side
// panel), its publication with validation, and its run history.
export function WorkflowBuilder({ workflowId, initialTab = 'builder', onClose }: Props) {
  const { t } = useLooseT();
  const q = useWorkflowQuery(workflowId);
  return (
    <Modal opened={!!workflowId} onClose={onClose} fullScreen title={q.data?.name ?? t('automation.builder.title')} data-testid="workflow-builder">
      {q.isLoading && <Text c="dimmed">{t('automation.loading')}</Text>}
      {q.data && (
        <ReactFlowProvider>
          <BuilderBody key={q.data.id} workflow={q.data} initialTab={initialTab} />
        </ReactFlowProvider>
      )}
    </Modal>
  );
}

function BuilderBody({ workflow, initialTab }: { workflow: Workflow; initialTab: 'builder' | 'runs' }) {
  const { t } = useLooseT();
  // the canvas starts from the draft once per workflow; later refetches only refresh the live counts (below)
  const [initial] = useState(() => toFlow(workflow.graph, workflow.nodeCounts));
  const [nodes, setNodes, onNodesChange] = useNodesState<StepNode>(initial.nodes);
  const [edges, setEdges, onEdgesChange] = useEdgesState<Edge>(initial.edges);
  const [selected, setSelected] = useState<string | null>(null);
  const [meta, setMeta] = useState({
    name: workflow.name,
    category: workflow.category,
    entryRule: workflow.entryRule,
    reentryDays: workflow.reentryDays,
    goal: workflow.goal,
    quietHours: workflow.quietHours,
  });
  const [publishOpen, setPublishOpen] = useState(false);
  const [migrate, setMigrate] = useState<'move' | 'finish'>('finish');
  const update = useUpdateWorkflowMutation();
  const publish = usePublishWorkflowMutation();
  const flow = useReactFlow();

  // live counts of runs waiting on each node of the published version
  useEffect(() => {
    setNodes((ns) => ns.map((n) => ({ ...n, data: { ...n.data, count: workflow.nodeCounts[n.id] } })));
  }, [workflow.nodeCounts, setNodes]);

  const graph = fromFlow(nodes, edges);
  const problems = workflowGraphProblems(graph);
  const problemNodes = new Set(problems.map((p) => p.nodeId).filter(Boolean));

  const addNode = useCallback(
    (kind: NodeKind, position?: { x: number; y: number }) => {
      const id = newNodeId(kind);
      setNodes((ns) => [
        ...ns,
        {
          id,
          type: 'step',
          position: position ?? { x: 250, y: 80 + ns.length * 110 },
          data: { kind, config: kind === 'wait' ? { mode: 'duration', minutes: 60 } : {} },
        },
      ]);
      setSelected(id);
    },
    [setNodes],
  );
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    const kind = e.dataTransfer.getData('application/ulak-step') as NodeKind;
    if (kind) addNode(kind, flow.screenToFlowPosition({ x: e.clientX, y: e.clientY }));
  };
  const onConnect = useCallback(
    (c: Connection) =>
      setEdges((es) =>
        addEdge(
          { ...c, id: `e-${c.source}-${c.sourceHandle ?? 'out'}-${c.target}`, label: c.sourceHandle ?? undefined },
          es.filter((e) => !(e.source === c.source && (e.sourceHandle ?? null) === (c.sourceHandle ?? null))),
        ),
      ),
    [setEdges],
  );

  const save = async () => {
    try {
      await update.mutateAsync({ id: workflow.id, input: { ...meta, graph } });
      notifications.show({ color: 'green', message: t('automation.builder.saved') });
      return true;
    } catch (err) {
      notifications.show({ color: 'red', message: serverErrorText(err, t('automation.errors.save')) });
      return false;
    }
  };
  const doPublish = async () => {
    if (!(await save())) return;
    try {
      const r = await publish.mutateAsync({ id: workflow.id, migrateRuns: migrate === 'move' });
      notifications.show({ color: 'green', message: t('automation.builder.published', { version: r.workflow.version ?? 1, moved: r.movedRuns }) });
      setPublishOpen(false);
    } catch (err) {
      notifications.show({ color: 'red', message: serverErrorText(err, t('automation.errors.publish')) });
    }
  };
  const selectedNode = nodes.find((n) => n.id === selected);

  return (
    <Tabs defaultValue={initialTab} keepMounted={false}>
      <Tabs.List mb="sm">
        <Tabs.Tab value="builder">{t('automation.builder.tabBuilder')}</Tabs.Tab>
        <Tabs.Tab value="runs" data-testid="builder-runs-tab">
          {t('automation.builder.tabRuns')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="builder">
        <Group align="flex-end" mb="sm" wrap="wrap">
          <TextInput
            label={t('automation.fields.name')}
            value={meta.name}
            onChange={(e) => setMeta({ ...meta, name: e.currentTarget.value })}
            error={!meta.name.trim() ? t('automation.errors.nameRequired') : undefined}
          />
          <Select
            label={t('automation.fields.category')}
            data={[...new Set([...WORKFLOW_CATEGORIES, meta.category])]}
            value={meta.category}
            onChange={(v) => setMeta({ ...meta, category: v ?? meta.category })}
            searchable
          />
          <Select
            label={t('automation.fields.entryRule')}
            data={ENTRY_RULES.map((r) => ({ value: r, label: t(`automation.entryRules.${r}`) }))}
            value={meta.entryRule}
            onChange={(v) => setMeta({ ...meta, entryRule: (v as typeof meta.entryRule) ?? 'once' })}
          />
          {meta.entryRule === 'again_after' && (
            <LocaleNumberInput
              label={t('automation.fields.reentryDays')}
              min={1}
              decimalScale={0}
              w={120}
              value={meta.reentryDays ?? 30}
              onChange={(v) => typeof v === 'number' && Number.isFinite(v) && setMeta({ ...meta, reentryDays: v })}
            />
          )}
          <Select
            label={t('automation.fields.goal')}
            data={GOAL_KINDS.map((g) => ({ value: g, label: t(`automation.goals.${g}`) }))}
            value={meta.goal}
            onChange={(v) => setMeta({ ...meta, goal: (v as typeof meta.goal) ?? 'none' })}
          />
          <Button variant="default" onClick={() => void save()} loading={update.isPending} disabled={!meta.name.trim()} data-testid="builder-save">
            {t('automation.builder.save')}
          </Button>
          <Button onClick={() => setPublishOpen(true)} disabled={problems.length > 0 || !meta.name.trim()} data-testid="builder-publish">
            {t('automation.builder.publish')}
          </Button>
          {workflow.version !== null && <Badge variant="light">{t('automation.builder.version', { version: workflow.version })}</Badge>}
        </Group>
        {problems.length > 0 && (
          <Alert color="orange" mb="sm" title={t('automation.builder.problemsTitle')} data-testid="builder-problems">
            <List size="sm">
              {problems.slice(0, 6).map((p, i) => (
                <List.Item key={i}>{t(`automation.problems.${p.code}`)}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group align="stretch" wrap="nowrap" gap="sm" h="calc(100vh - 260px)">
          <ScrollArea w={200} type="auto">
            <Stack gap={6}>
              <Text size="xs" c="dimmed">
                {t('automation.builder.paletteHint')}
              </Text>
              {PALETTE.map(({ group, kinds }) => (
                <Stack key={group} gap={4}>
                  <Title order={6}>{t(`automation.tabs.${group === 'flow' ? 'flow' : group}`)}</Title>
                  {kinds.map((k) => (
                    <Button
                      key={k}
                      size="compact-xs"
                      variant="light"
                      justify="flex-start"
                      draggable
                      onDragStart={(e: DragEvent) => e.dataTransfer.setData('application/ulak-step', k)}
                      onClick={() => addNode(k)}
                      disabled={isTrigger(k) && nodes.some((n) => isTrigger(n.data.kind))}
                      data-testid={`palette-${k}`}
                    >
                      {t(`automation.kinds.${k}.name`)}
                    </Button>
                  ))}
                </Stack>
              ))}
            </Stack>
          </ScrollArea>
          <Box
            style={{ flex: 1, border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
            onDrop={onDrop}
            onDragOver={(e) => e.preventDefault()}
          >
            <ReactFlow
              nodes={nodes.map((n) => ({ ...n, data: { ...n.data, problem: problemNodes.has(n.id) } }))}
              edges={edges}
              nodeTypes={nodeTypes}
              onNodesChange={onNodesChange}
              onEdgesChange={onEdgesChange}
              onConnect={onConnect}
              onNodeClick={(_, n) => setSelected(n.id)}
              onPaneClick={() => setSelected(null)}
              fitView
            >
              <Background />
              <Controls />
            </ReactFlow>
          </Box>
          <ScrollArea w={280} type="auto">
            {selectedNode ? (
              <NodeSettings
                node={selectedNode}
                onChange={(config) => setNodes((ns) => ns.map((n) => (n.id === selectedNode.id ? { ...n, data: { ...n.data, config } } : n)))}
                onDelete={() => {
                  setNodes((ns) => ns.filter((n) => n.id !== selectedNode.id));
                  setEdges((es) => es.filter((e) => e.source !== selectedNode.id && e.target !== selectedNode.id));
                  setSelected(null);
                }}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('automation.builder.selectHint')}
              </Text>
            )}
          </ScrollArea>
        </Group>
        <Modal opened={publishOpen} onClose={() => setPublishOpen(false)} title={t('automation.builder.publishTitle')}>
          <Stack>
            <Text size="sm">{t('automation.builder.publishText')}</Text>
            {workflow.waitingOnOlderVersions + workflow.waitingOnCurrentVersion > 0 && (
              <Radio.Group
                value={migrate}
                onChange={(v) => setMigrate(v as 'move' | 'finish')}
                label={t('automation.builder.waitingRuns', { count: workflow.waitingOnOlderVersions + workflow.waitingOnCurrentVersion })}
              >
                <Stack gap={6} mt={6}>
                  <Radio value="finish" label={t('automation.builder.letFinish')} />
                  <Radio value="move" label={t('automation.builder.moveRuns')} />
                </Stack>
              </Radio.Group>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPublishOpen(false)}>
                {t('automation.cancel')}
              </Button>
              <Button onClick={() => void doPublish()} loading={publish.isPending} data-testid="builder-publish-confirm">
                {t('automation.builder.publish')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      </Tabs.Panel>
      <Tabs.Panel value="runs">
        <RunHistory workflowId={workflow.id} />
      </Tabs.Panel>
    </Tabs>
  );
}
