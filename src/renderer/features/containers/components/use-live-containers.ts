import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ContainerChangedEvent, ContainerPage } from '../../../../shared/contracts/containers';
import { realtime } from '../../../lib/realtime';
import { containerDetailKey } from '../api/get-container';
import { containersListKey } from '../api/search-containers';
import { applyContainerChange } from './live-changes';

/** Refetches wait this long after the last event, so a burst of moves costs one request. */
const SETTLE_MS = 400;

/**
 * Keeps every container query live from the socket (`container.changed`, room of the company):
 * rows on screen are patched at once, then lists, the container's detail, history and locations
 * are refetched once the burst settles (orders and the dashboard: `useLiveLogistics` in
 * features/logistics). After a reconnection everything is
 * refetched, since events sent meanwhile were lost. `onChange` hears each event (e.g. to flash
 * a row or announce it).
 */
export function useLiveContainers(onChange?: (event: ContainerChangedEvent) => void) {
  const queryClient = useQueryClient();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const changed = new Set<number>();
    const flush = () => {
      timer = null;
      const ids = [...changed];
      changed.clear();
      void queryClient.invalidateQueries({ queryKey: containersListKey });
      void queryClient.invalidateQueries({ queryKey: ['containers', 'calls'] });
      for (const id of ids) {
        void queryClient.invalidateQueries({ queryKey: containerDetailKey(id) });
        void queryClient.invalidateQueries({ queryKey: ['containers', 'history', id] });
        void queryClient.invalidateQueries({ queryKey: ['containers', 'locations', id] });
      }
    };
    const stopChanged = realtime.on('container.changed', (event) => {
      queryClient.setQueriesData<InfiniteData<ContainerPage, number>>({ queryKey: containersListKey }, (data) => applyContainerChange(data, event));
      changed.add(event.id);
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, SETTLE_MS);
      onChangeRef.current?.(event);
    });
    const stopReconnect = realtime.onReconnect(() => void queryClient.invalidateQueries({ queryKey: ['containers'] }));
    return () => {
      stopChanged();
      stopReconnect();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient]);
}
