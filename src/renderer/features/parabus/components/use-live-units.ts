import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TrackerEvent, UnitsLocationsResponse } from '../../../../shared/contracts/positioning';
import { realtime } from '../../../lib/realtime';
import { unitsLocationsKey, useUnitsLocations } from '../api/get-units-locations';
import { mergeLocation } from './unit-tracking';

/** How often markers are re-judged for "offline": only a clock, never a request. */
const OFFLINE_TICK_MS = 15_000;
const FEED_SIZE = 50;

/**
 * The company's units, live: the units-locations answer once, then every 'unit:position' pushed
 * on the company's room merged into that cached answer (an older fix never moves a marker back).
 * After a reconnection the list is read again, since pushes sent meanwhile were lost. Tracker
 * events ('unit:event') gather in a feed, newest first.
 */
export function useLiveUnits(companyId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  const locations = useUnitsLocations(companyId, enabled);
  const [feed, setFeed] = useState<TrackerEvent[]>([]);
  const [nowMs, setNowMs] = useState(() => Date.now());

  useEffect(() => {
    if (!enabled) return;
    const key = unitsLocationsKey(companyId);
    const stopPosition = realtime.on('unit:position', (location) => {
      if (location.company_id !== companyId) return;
      queryClient.setQueryData<UnitsLocationsResponse>(key, (current) => {
        if (!current) return current;
        const merged = mergeLocation(new Map(current.data.map((row) => [row.unit_id, row])), location);
        return { ...current, data: [...merged.values()] };
      });
    });
    const stopEvent = realtime.on('unit:event', (event) => {
      if (event.company_id === companyId) setFeed((current) => [event, ...current].slice(0, FEED_SIZE));
    });
    const stopReconnect = realtime.onReconnect(() => void queryClient.invalidateQueries({ queryKey: key }));
    const timer = setInterval(() => setNowMs(Date.now()), OFFLINE_TICK_MS);
    return () => {
      stopPosition();
      stopEvent();
      stopReconnect();
      clearInterval(timer);
    };
  }, [companyId, enabled, queryClient]);

  return { locations, feed, nowMs };
}
