import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Badge, Box, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus, PIPELINE_STAGES, type PipelineApplication } from '../../../../shared/contracts/jobs-applications';
import { ApplicationCard } from './application-card';
import { type PipelineStage, canMove, groupByStage, isPipelineStage, keyboardTarget, stageLabel } from './pipeline';

type CardData = { application: PipelineApplication };
const cardOf = (data: unknown) => (data as CardData | undefined)?.application;

/** Left and right arrows jump a whole column, to the next one the card may go to (pipeline.ts). */
const columnKeys: KeyboardCoordinateGetter = (event, { active, context, currentCoordinates }) => {
  const direction = event.code === KeyboardCode.Right ? 'right' : event.code === KeyboardCode.Left ? 'left' : null;
  const application = cardOf(context.active?.data.current);
  if (!direction || !application || !active) return undefined;
  event.preventDefault();
  const over = context.over && isPipelineStage(String(context.over.id)) ? (String(context.over.id) as PipelineStage) : (application.status as PipelineStage);
  const target = keyboardTarget(application.status, over, direction);
  const rect = target ? context.droppableRects.get(target) : undefined;
  return rect ? { x: rect.left + 8, y: rect.top + 48 } : currentCoordinates;
};

/** The pointer's column when there is a pointer; the card's overlap otherwise (the keyboard). */
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

const instructions = {
  draggable:
    'Para mover una postulación de etapa, presiona Espacio o Enter en su botón de arrastre. Con las flechas izquierda y derecha eliges la columna; Espacio o Enter la suelta y Escape cancela. También puedes usar «Mover a…».',
};

function announcementsFor(): Announcements {
  const name = (data: unknown) => cardOf(data)?.candidate.name ?? 'La postulación';
  return {
    onDragStart: ({ active }) => `Tomaste la postulación de ${name(active.data.current)}, en ${stageLabel(cardOf(active.data.current)?.status ?? '')}. Usa las flechas izquierda y derecha para elegir la columna.`,
    onDragOver: ({ active, over }) => (over ? `${name(active.data.current)} está sobre la columna ${stageLabel(String(over.id))}.` : `${name(active.data.current)} no está sobre ninguna columna.`),
    onDragEnd: ({ active, over }) => {
      const from = cardOf(active.data.current)?.status ?? '';
      if (!over || String(over.id) === from) return `Se soltó ${name(active.data.current)} en su misma columna, ${stageLabel(from)}.`;
      return `${name(active.data.current)} se movió a ${stageLabel(String(over.id))}.`;
    },
    onDragCancel: ({ active }) => `Se canceló el movimiento. ${name(active.data.current)} sigue en ${stageLabel(cardOf(active.data.current)?.status ?? '')}.`,
  };
}

function DraggableCard({ application, onMove, disabled }: { application: PipelineApplication; onMove: (application: PipelineApplication, to: ApplicationStatus) => void; disabled: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: application.id, data: { application } satisfies CardData, disabled });
  return (
    <div ref={setNodeRef} style={{ opacity: isDragging ? 0.4 : 1 }} data-testid={`application-${application.id}`}>
      <ApplicationCard application={application} handle={{ attributes, listeners, setActivatorNodeRef }} onMove={onMove} disabled={disabled} />
    </div>
  );
}

function Column({ stage, cards, count, dragging, onMove, pending }: { stage: PipelineStage; cards: PipelineApplication[]; count: number; dragging: PipelineApplication | null; onMove: (application: PipelineApplication, to: ApplicationStatus) => void; pending: boolean }) {
  // While a card is lifted, only the columns it may go to take it (and its own, to put it back).
  const closed = dragging !== null && dragging.status !== stage && !canMove(dragging.status, stage);
  const { setNodeRef, isOver } = useDroppable({ id: stage, disabled: closed });
  const headingId = `pipeline-column-${stage}`;
  return (
    <Box
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      data-testid={`column-${stage}`}
      p="xs"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: isOver ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-default-hover)',
        outline: dragging && !closed ? '2px dashed var(--mantine-color-blue-filled)' : undefined,
        opacity: closed ? 0.55 : 1,
        minHeight: 160,
        scrollSnapAlign: 'start',
      }}
    >
      <Title order={3} size="h5" id={headingId} mb="xs">
        {APPLICATION_STATUS_LABELS[stage]}{' '}
        <Badge variant="default" size="sm" aria-label={`${count} postulaciones`}>
          {count}
        </Badge>
      </Title>
      <Stack gap="xs">
        {cards.length === 0 ? (
          <Text size="xs" c="dimmed">
            Nadie en esta etapa.
          </Text>
        ) : (
          cards.map((application) => <DraggableCard key={application.id} application={application} onMove={onMove} disabled={pending} />)
        )}
      </Stack>
    </Box>
  );
}

/**
 * The pipeline board: a column per stage, cards ranked by match. A card moves by dragging its
 * handle (mouse, or a long press on touch), by the keyboard (Space, arrows, Space) or by «Mover
 * a…». On a phone the columns scroll sideways, one column and a bit of the next in view.
 */
export function PipelineBoard({ applications, counts, onMove, pending }: { applications: PipelineApplication[]; counts: Record<string, number>; onMove: (application: PipelineApplication, to: ApplicationStatus) => void; pending: boolean }) {
  const [dragging, setDragging] = useState<PipelineApplication | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // A short press first, so that a swipe still scrolls the board sideways.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeys }),
  );
  const columns = groupByStage(applications);

  const end = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const application = cardOf(active.data.current);
    const to = over ? String(over.id) : null;
    if (application && to && isPipelineStage(to) && to !== application.status && canMove(application.status, to)) onMove(application, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      accessibility={{ announcements: announcementsFor(), screenReaderInstructions: instructions }}
      onDragStart={({ active }: DragStartEvent) => setDragging(cardOf(active.data.current) ?? null)}
      onDragCancel={() => setDragging(null)}
      onDragEnd={end}
    >
      <Box
        role="region"
        aria-label="Tablero de postulaciones"
        tabIndex={0}
        style={{ overflowX: 'auto', scrollSnapType: 'x proximity', paddingBottom: 8 }}
      >
        <Box style={{ display: 'grid', gridTemplateColumns: `repeat(${PIPELINE_STAGES.length}, minmax(240px, 1fr))`, gap: 'var(--mantine-spacing-sm)', minWidth: PIPELINE_STAGES.length * 248 }}>
          {PIPELINE_STAGES.map((stage) => (
            <Column key={stage} stage={stage} cards={columns[stage]} count={counts[stage] ?? columns[stage].length} dragging={dragging} onMove={onMove} pending={pending} />
          ))}
        </Box>
      </Box>
      <DragOverlay>{dragging ? <ApplicationCard application={dragging} /> : null}</DragOverlay>
    </DndContext>
  );
}
