// Pure rules of the pipeline board: where a dropped deal lands, and the board after a move (for the optimistic update).
import type { Pipeline, PipelineStage } from './api/dealsApi';

const cents = (n: number) => Math.round(n * 100) / 100;

// stageTotals recomputes a stage's count, value and weighted value (value × probability) from its deals.
function stageTotals(stage: PipelineStage): PipelineStage {
  const value = stage.deals.reduce((n, d) => n + d.value, 0);
  return { ...stage, count: stage.deals.length, value: cents(value), weightedValue: cents((value * stage.probability) / 100) };
}

// moveDealInPipeline returns the board with a deal moved to a stage at a position; totals follow, other stages keep theirs.
export function moveDealInPipeline(pipeline: Pipeline, dealId: string, stageId: string, position: number): Pipeline {
  const from = pipeline.stages.find((s) => s.deals.some((d) => d.id === dealId));
  const to = pipeline.stages.find((s) => s.id === stageId);
  if (!from || !to) return pipeline;
  const deal = from.deals.find((d) => d.id === dealId)!;
  const stages = pipeline.stages.map((s) => {
    if (s.id !== from.id && s.id !== to.id) return s;
    const deals = s.deals.filter((d) => d.id !== dealId);
    if (s.id === to.id) deals.splice(Math.max(0, Math.min(position, deals.length)), 0, { ...deal, stageId, position });
    return stageTotals({ ...s, deals });
  });
  return { stages, weightedTotal: cents(stages.reduce((n, s) => n + s.weightedValue, 0)) };
}

/** What the pointer is over when a card is dropped: a stage column, or another card (in its stage, at its index). */
export type DropTarget = { kind: 'stage'; stageId: string } | { kind: 'deal'; dealId: string };

// dropPosition resolves a drop to a stage and an index in it; null when the deal would not move.
export function dropPosition(pipeline: Pipeline, dealId: string, target: DropTarget): { stageId: string; position: number } | null {
  const from = pipeline.stages.find((s) => s.deals.some((d) => d.id === dealId));
  if (!from) return null;
  const fromIndex = from.deals.findIndex((d) => d.id === dealId);
  let stageId: string;
  let position: number;
  if (target.kind === 'stage') {
    const stage = pipeline.stages.find((s) => s.id === target.stageId);
    if (!stage) return null;
    stageId = stage.id;
    position = stage.id === from.id ? from.deals.length - 1 : stage.deals.length;
  } else {
    const stage = pipeline.stages.find((s) => s.deals.some((d) => d.id === target.dealId));
    if (!stage) return null;
    stageId = stage.id;
    position = stage.deals.findIndex((d) => d.id === target.dealId);
  }
  if (stageId === from.id && position === fromIndex) return null;
  return { stageId, position };
}
