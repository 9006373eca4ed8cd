import { describe, expect, it } from 'vitest';
import type { Deal, Pipeline, PipelineStage } from './api/dealsApi';
import { dropPosition, moveDealInPipeline } from './pipelineBoard';

const deal = (id: string, stageId: string, value: number): Deal => ({
  id,
  title: id,
  leadId: null,
  contactId: null,
  companyId: null,
  stageId,
  value,
  currency: 'TRY',
  expectedCloseDate: null,
  status: 'open',
  lostReason: null,
  position: 0,
  assignedTo: null,
  closedAt: null,
  createdAt: '',
  updatedAt: '',
});
const stage = (id: string, probability: number, deals: Deal[]): PipelineStage => {
  const value = deals.reduce((n, d) => n + d.value, 0);
  return { id, key: id, name: id, probability, color: '#000000', position: 0, deals, count: deals.length, value, weightedValue: (value * probability) / 100 };
};
const board = (): Pipeline => {
  const stages = [stage('first', 10, [deal('a', 'first', 10000), deal('b', 'first', 500)]), stage('nego', 75, [deal('c', 'nego', 2000)])];
  return { stages, weightedTotal: stages.reduce((n, s) => n + s.weightedValue, 0) };
};

describe('pipeline board', () => {
  it('moves a deal to another stage and recomputes count, value and weighted value', () => {
    const next = moveDealInPipeline(board(), 'a', 'nego', 1);
    expect(next.stages[0]).toMatchObject({ count: 1, value: 500, weightedValue: 50 });
    expect(next.stages[1].deals.map((d) => d.id)).toEqual(['c', 'a']);
    expect(next.stages[1]).toMatchObject({ count: 2, value: 12000, weightedValue: 9000 });
    expect(next.weightedTotal).toBe(9050);
    expect(next.stages[1].deals[1].stageId).toBe('nego');
  });

  it('leaves the board alone for an unknown deal or stage', () => {
    const b = board();
    expect(moveDealInPipeline(b, 'zz', 'nego', 0)).toBe(b);
    expect(moveDealInPipeline(b, 'a', 'zz', 0)).toBe(b);
  });

  it('resolves drops on a column (end of it) or on a card (its place), and ignores a drop in place', () => {
    const b = board();
    expect(dropPosition(b, 'a', { kind: 'stage', stageId: 'nego' })).toEqual({ stageId: 'nego', position: 1 });
    expect(dropPosition(b, 'a', { kind: 'deal', dealId: 'c' })).toEqual({ stageId: 'nego', position: 0 });
    expect(dropPosition(b, 'a', { kind: 'deal', dealId: 'b' })).toEqual({ stageId: 'first', position: 1 });
    expect(dropPosition(b, 'a', { kind: 'deal', dealId: 'a' })).toBeNull();
    expect(dropPosition(b, 'b', { kind: 'stage', stageId: 'first' })).toBeNull();
  });
});
