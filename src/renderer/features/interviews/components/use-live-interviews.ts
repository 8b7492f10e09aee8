import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { paths } from '../../../lib/paths';
import { realtime } from '../../../lib/realtime';
import { interviewsKey } from '../api/get-my-interviews';

/** The routes the server's interview notices open (candidate, interviewers). */
const INTERVIEW_ROUTES: readonly string[] = [paths.myInterviews, paths.interviewAgenda];

/**
 * Keeps the interview screens live: every change is notified (a `notification.created` whose
 * route is the candidate's list or the agenda), and the interviews are read again then; after a
 * dropped socket too, since notices sent meanwhile were lost.
 */
export function useLiveInterviews() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: interviewsKey });
    const stopCreated = realtime.on('notification.created', (event) => {
      if (event.route !== null && INTERVIEW_ROUTES.includes(event.route)) refresh();
    });
    const stopReconnect = realtime.onReconnect(refresh);
    return () => {
      stopCreated();
      stopReconnect();
    };
  }, [queryClient]);
}
