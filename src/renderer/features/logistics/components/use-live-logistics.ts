import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ContainerChangedEvent } from '../../../../shared/contracts/containers';
import { realtime } from '../../../lib/realtime';
import { logisticsDashboardKey } from '../api/get-logistics-dashboard';
import { containerOrdersKey } from '../api/get-container-orders';
import { orderWaybillsKey } from '../api/get-order-waybills';
import { orderDetailKey } from '../api/get-order';

/** The dashboard is refetched this long after the last container event, so a burst of moves costs one request. */
const SETTLE_MS = 400;

/**
 * Keeps the logistics queries live from the socket (room of the company): an `order.changed`
 * refetches that container's orders, the order, its waybills and the units (their movements);
 * a `container.changed` refetches the dashboard once the burst settles. After a reconnection
 * everything logistics is refetched, since events sent meanwhile were lost. `onContainerChange`
 * hears each container event (the dashboard shows the last one).
 */
export function useLiveLogistics(onContainerChange?: (event: ContainerChangedEvent) => void) {
  const queryClient = useQueryClient();
  const onChangeRef = useRef(onContainerChange);
  onChangeRef.current = onContainerChange;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stopOrder = realtime.on('order.changed', (event) => {
      void queryClient.invalidateQueries({ queryKey: containerOrdersKey(event.container_id) });
      void queryClient.invalidateQueries({ queryKey: orderDetailKey(event.id) });
      void queryClient.invalidateQueries({ queryKey: orderWaybillsKey(event.id) });
      void queryClient.invalidateQueries({ queryKey: ['logistics', 'units'] });
    });
    const stopContainer = realtime.on('container.changed', (event) => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        void queryClient.invalidateQueries({ queryKey: logisticsDashboardKey });
      }, SETTLE_MS);
      onChangeRef.current?.(event);
    });
    const stopReconnect = realtime.onReconnect(() => void queryClient.invalidateQueries({ queryKey: ['logistics'] }));
    return () => {
      stopOrder();
      stopContainer();
      stopReconnect();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient]);
}
