// Converting between the shared workflow graph and React Flow's nodes and edges, and the palette's groups.
import type { Edge, Node } from '@xyflow/react';
import { ACTION_KINDS, FLOW_KINDS, TRIGGER_KINDS, isTrigger, nodeHandles, type NodeKind, type WorkflowGraph } from '@ulak/shared/automation';

export type StepData = { kind: NodeKind; config: Record<string, unknown>; count?: number; problem?: boolean };
export type StepNode = Node<StepData, 'step'>;

export const PALETTE: { group: 'triggers' | 'actions' | 'flow'; kinds: readonly NodeKind[] }[] = [
  { group: 'triggers', kinds: TRIGGER_KINDS },
  { group: 'actions', kinds: ACTION_KINDS },
  { group: 'flow', kinds: FLOW_KINDS },
];

// toFlow turns a workflow graph into React Flow nodes and edges with live counts and problem marks.
export function toFlow(g: WorkflowGraph, counts: Record<string, number> = {}, problemNodes: Set<string> = new Set()): { nodes: StepNode[]; edges: Edge[] } {
  return {
    nodes: g.nodes.map((n) => ({
      id: n.id,
      type: 'step',
      position: n.position,
      data: { kind: n.type, config: n.data, count: counts[n.id], problem: problemNodes.has(n.id) },
    })),
    edges: g.edges.map((e) => ({ id: e.id, source: e.source, target: e.target, sourceHandle: e.sourceHandle ?? null, label: e.sourceHandle ?? undefined })),
  };
}

// fromFlow turns React Flow's state back into the shared graph.
export function fromFlow(nodes: StepNode[], edges: Edge[]): WorkflowGraph {
  return {
    nodes: nodes.map((n) => ({ id: n.id, type: n.data.kind, position: { x: Math.round(n.position.x), y: Math.round(n.position.y) }, data: n.data.config })),
    edges: edges.map((e) => ({
      id: e.id,
      source: e.source,
      target: e.target,
      sourceHandle: (e.sourceHandle as 'yes' | 'no' | 'a' | 'b' | null | undefined) ?? null,
    })),
  };
}

export const outputHandles = (kind: NodeKind, config?: Record<string, unknown>) => nodeHandles(kind, config);
export const hasInput = (kind: NodeKind) => !isTrigger(kind);

let counter = 0;
/** A fresh node id. */
export const newNodeId = (kind: NodeKind) => `${kind.replace(/_/g, '-')}-${Date.now().toString(36)}${(counter++).toString(36)}`;
