import type { QueryKey } from '@tanstack/react-query';

/** Lists are read again this long after the last event, so a burst of changes costs one request. */
export const SETTLE_MS = 400;

export interface LiveRefetchOptions {
  companyId: number;
  listsKey: QueryKey;
  detailKey: (id: number) => QueryKey;
  invalidate: (queryKey: QueryKey) => void;
  settleMs?: number;
}

/**
 * What a support screen does with a `*.changed` event of its company (tickets, service orders,
 * revision orders): the changed record's detail is read again at once if cached, the lists once the
 * burst settles. Another company's event (a user of several) is ignored. `stop` drops a pending read.
 */
export function createLiveRefetch({ companyId, listsKey, detailKey, invalidate, settleMs = SETTLE_MS }: LiveRefetchOptions) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    changed(event: { id: number; company_id: number }) {
      if (event.company_id !== companyId) return;
      invalidate(detailKey(event.id));
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        invalidate(listsKey);
      }, settleMs);
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
