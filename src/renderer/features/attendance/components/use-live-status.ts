import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { EmployeeStatus } from '../../../../shared/contracts/attendance-records';
import { realtime } from '../../../lib/realtime';
import { employeeStatusQueryKey } from '../api/get-employee-status';
import { applyPunchEvent } from './status-board';

/**
 * Keeps the status board of a company live: each `attendance.punch` of that company patches the
 * cached list (no request); after the socket comes back from a drop the list is refetched, since
 * punches sent meanwhile were lost. Answers when the board last changed.
 */
export function useLiveStatus(companyId: number | null, loadedAt: number) {
  const queryClient = useQueryClient();
  const [lastEventAt, setLastEventAt] = useState<number | null>(null);

  useEffect(() => {
    if (companyId === null) return;
    const key = employeeStatusQueryKey(companyId);
    const stopPunch = realtime.on('attendance.punch', (event) => {
      if (event.company_id !== companyId) return;
      queryClient.setQueryData<EmployeeStatus[]>(key, (list) => applyPunchEvent(list, event, companyId));
      setLastEventAt(Date.now());
    });
    const stopReconnect = realtime.onReconnect(() => void queryClient.invalidateQueries({ queryKey: key }));
    return () => {
      stopPunch();
      stopReconnect();
    };
  }, [companyId, queryClient]);

  return Math.max(lastEventAt ?? 0, loadedAt) || null;
}
