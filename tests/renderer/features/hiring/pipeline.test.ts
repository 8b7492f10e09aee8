import { describe, expect, it } from 'vitest';
import type { ApplicationStatus, PipelineApplication, PipelinePage } from '../../../../src/shared/contracts/jobs-applications';
import { applyMove, canMove, groupByStage, keyboardTarget, moveTargets } from '../../../../src/renderer/features/hiring/components/pipeline';

function card(id: number, status: ApplicationStatus, total: number, created_at = `2026-11-0${id}T10:00:00Z`): PipelineApplication {
  return {
    id,
    vacancy_id: 1,
    status,
    cover_letter: null,
    created_at,
    updated_at: created_at,
    candidate: { user_id: id, name: `Candidato ${id}`, email: `c${id}@demo.mx`, headline: null, state_name: null, completeness: 50 },
    match: { total, category: 0, location: 0, soft_skills: 0 },
  };
}

const page = (data: PipelineApplication[]): PipelinePage => {
  const counts: Record<string, number> = {};
  for (const application of data) counts[application.status] = (counts[application.status] ?? 0) + 1;
  return { data, total: data.length, current_page: 1, per_page: 50, last_page: 1, counts };
};

describe('pipeline board: columns', () => {
  it('puts each card in its stage, best match first and the oldest first on a tie, and leaves withdrawn ones off', () => {
    const columns = groupByStage([card(1, 'received', 40), card(2, 'received', 90), card(3, 'received', 40, '2026-10-01T00:00:00Z'), card(4, 'interview', 10), card(5, 'withdrawn', 99)]);
    expect(columns.received.map((c) => c.id)).toEqual([2, 3, 1]);
    expect(columns.interview.map((c) => c.id)).toEqual([4]);
    expect(columns.hired).toEqual([]);
    expect(Object.keys(columns)).toEqual(['received', 'reviewed', 'interview', 'offer', 'hired', 'rejected']);
    expect(Object.values(columns).flat().map((c) => c.id)).not.toContain(5);
  });
});

describe('pipeline board: where a card may go', () => {
  it('follows the server table: hired only from an offer, nothing out of a final stage', () => {
    expect(canMove('received', 'reviewed')).toBe(true);
    expect(canMove('received', 'hired')).toBe(false);
    expect(canMove('offer', 'hired')).toBe(true);
    expect(moveTargets('hired')).toEqual([]);
    expect(moveTargets('received')).toEqual(['reviewed', 'interview', 'rejected']);
  });

  it('moves the keyboard a column at a time, skipping columns the card may not enter, and stops at the edge', () => {
    expect(keyboardTarget('received', 'received', 'right')).toBe('reviewed');
    expect(keyboardTarget('received', 'interview', 'right')).toBe('rejected'); // offer and hired are closed to a received card
    expect(keyboardTarget('received', 'reviewed', 'left')).toBe('received'); // back to its own column
    expect(keyboardTarget('received', 'received', 'left')).toBeNull();
    expect(keyboardTarget('offer', 'offer', 'right')).toBe('hired');
    expect(keyboardTarget('reviewed', 'rejected', 'right')).toBeNull();
  });
});

describe('pipeline board: the optimistic move', () => {
  it('moves the card and the counts by one, without touching the page it came from (the rollback)', () => {
    const before = page([card(1, 'received', 50), card(2, 'received', 70), card(3, 'interview', 20)]);
    const after = applyMove(before, 1, 'reviewed');
    expect(after.data.find((c) => c.id === 1)?.status).toBe('reviewed');
    expect(after.counts).toMatchObject({ received: 1, reviewed: 1, interview: 1 });
    expect(groupByStage(after.data).reviewed.map((c) => c.id)).toEqual([1]);
    expect(before.data.find((c) => c.id === 1)?.status).toBe('received');
    expect(before.counts).toEqual({ received: 2, interview: 1 });
  });

  it('changes nothing for an unknown card or a move to where it already is', () => {
    const before = page([card(1, 'received', 50)]);
    expect(applyMove(before, 9, 'reviewed')).toBe(before);
    expect(applyMove(before, 1, 'received')).toBe(before);
  });
});
