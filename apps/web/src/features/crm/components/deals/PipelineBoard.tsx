import { useState } from 'react';
import { Group, ScrollArea } from '@mantine/core';
import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import type { Deal, Pipeline } from '../../api/dealsApi';
import { stageLabel } from '../../crmFormat';
import { useMoveDealMutation } from '../../hooks/useMoveDealMutation';
import { dropPosition, type DropTarget } from '../../pipelineBoard';
import { DealCardBody, type DealAction } from './DealCard';
import { StageColumn } from './StageColumn';

type Props = {
  pipeline: Pipeline;
  companyNames: Map<string, string>;
  onAction: (action: DealAction, deal: Deal) => void;
  onAdd: (stageId: string) => void;
};

// Prefer what is under the pointer; fall back to the nearest corners (keyboard moves, gaps between columns).
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : closestCorners(args);
};

// PipelineBoard shows one column per stage and lets deals be dragged between them (mouse, touch or keyboard);
// a drop moves the card at once and is then saved, and undone if saving fails.
export function PipelineBoard({ pipeline, companyNames, onAction, onAdd }: Props) {
  const { t, i18n } = useTranslation();
  const move = useMoveDealMutation();
  const [active, setActive] = useState<Deal | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragStart = (e: DragStartEvent) => setActive(pipeline.stages.flatMap((s) => s.deals).find((d) => d.id === e.active.id) ?? null);
  const onDragEnd = (e: DragEndEvent) => {
    setActive(null);
    const target = e.over?.data.current as DropTarget | undefined;
    if (!target) return;
    const dealId = String(e.active.id);
    const to = dropPosition(pipeline, dealId, target);
    if (!to) return;
    const stage = pipeline.stages.find((s) => s.id === to.stageId);
    const changesStage = stage !== undefined && !stage.deals.some((d) => d.id === dealId);
    move.mutate(
      { id: dealId, ...to },
      {
        onSuccess: (deal) => {
          if (changesStage && stage)
            notifications.show({ color: 'teal', message: t('crm.deals.moved', { title: deal.title, stage: stageLabel(stage, i18n.language) }) });
        },
        onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('crm.deals.moveFailed')) }),
      },
    );
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
      accessibility={{
        screenReaderInstructions: { draggable: t('crm.deals.dragInstructions') },
      }}
    >
      <ScrollArea type="auto" offsetScrollbars>
        <Group align="stretch" wrap="nowrap" gap="sm" pb="sm" data-testid="pipeline-board">
          {pipeline.stages.map((stage) => (
            <StageColumn key={stage.id} stage={stage} companyNames={companyNames} onAction={onAction} onAdd={onAdd} />
          ))}
        </Group>
      </ScrollArea>
      <DragOverlay>
        {active ? <DealCardBody deal={active} companyName={active.companyId ? companyNames.get(active.companyId) : undefined} dragging overlay /> : null}
      </DragOverlay>
    </DndContext>
  );
}
