import {
  APPLICATION_COMPANY_TRANSITIONS,
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  PIPELINE_STAGES,
  type PipelineApplication,
  type PipelinePage,
} from '../../../../shared/contracts/jobs-applications';

/** The board's pure logic: which column a card sits in, where it may go, and the optimistic move. */

export type PipelineStage = (typeof PIPELINE_STAGES)[number];

export const isPipelineStage = (status: string): status is PipelineStage => (PIPELINE_STAGES as readonly string[]).includes(status);

/** Best match first, then the oldest application (the server's order, kept after a move). */
export function byMatch(a: PipelineApplication, b: PipelineApplication): number {
  return b.match.total - a.match.total || a.created_at.localeCompare(b.created_at) || a.id - b.id;
}

/** The cards of each column in board order; withdrawn applications are not on the board. */
export function groupByStage(applications: readonly PipelineApplication[]): Record<PipelineStage, PipelineApplication[]> {
  const columns = Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, [] as PipelineApplication[]])) as Record<PipelineStage, PipelineApplication[]>;
  for (const application of applications) if (isPipelineStage(application.status)) columns[application.status].push(application);
  for (const stage of PIPELINE_STAGES) columns[stage].sort(byMatch);
  return columns;
}

/** The company may move a card from → to (the server's table; a drop elsewhere is refused before it is sent). */
export const canMove = (from: ApplicationStatus, to: ApplicationStatus) => APPLICATION_COMPANY_TRANSITIONS[from].includes(to);

/** The columns a card may go to, in board order («Mover a…» and the drop targets while dragging). */
export const moveTargets = (from: ApplicationStatus): PipelineStage[] => PIPELINE_STAGES.filter((stage) => canMove(from, stage));

/**
 * The keyboard's next column: from the column the card is over, the nearest column in that
 * direction the card may go to (its own column counts, so it can be brought back); null at the
 * board's edge. Columns it may not go to are skipped, as the pointer cannot drop there either.
 */
export function keyboardTarget(from: ApplicationStatus, over: PipelineStage, direction: 'left' | 'right'): PipelineStage | null {
  const step = direction === 'right' ? 1 : -1;
  for (let index = PIPELINE_STAGES.indexOf(over) + step; index >= 0 && index < PIPELINE_STAGES.length; index += step) {
    const stage = PIPELINE_STAGES[index]!;
    if (stage === from || canMove(from, stage)) return stage;
  }
  return null;
}

/** The page as it will be once the move lands: the card in its new column, the counts moved by one. */
export function applyMove(page: PipelinePage, applicationId: number, to: ApplicationStatus): PipelinePage {
  const card = page.data.find((application) => application.id === applicationId);
  if (!card || card.status === to) return page;
  const counts = { ...page.counts, [card.status]: Math.max(0, (page.counts[card.status] ?? 0) - 1), [to]: (page.counts[to] ?? 0) + 1 };
  return { ...page, counts, data: page.data.map((application) => (application.id === applicationId ? { ...application, status: to } : application)) };
}

/** What a screen reader hears (dnd-kit's announcements, in Spanish). */
export const stageLabel = (stage: string) => (isPipelineStage(stage) ? APPLICATION_STATUS_LABELS[stage] : stage);
