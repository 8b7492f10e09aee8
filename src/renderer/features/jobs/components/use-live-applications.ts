import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from '../../../lib/realtime';
import { paths } from '../../../lib/paths';
import { myApplicationsKey } from '../api/get-my-applications';

/**
 * Keeps the candidate's applications live: the server notifies the candidate of every move
 * (a `notification.created` whose route is `/superempleos/postulaciones`), and the list is read
 * again then; after a dropped socket too, since notices sent meanwhile were lost. Returning to
 * the tab refetches as well (the query's refetchOnWindowFocus).
 */
export function useLiveApplications() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: myApplicationsKey });
    const stopCreated = realtime.on('notification.created', (event) => {
      if (event.route === paths.applications) refresh();
    });
    const stopReconnect = realtime.onReconnect(refresh);
    return () => {
      stopCreated();
      stopReconnect();
    };
  }, [queryClient]);
}
