import { useParams, useSearchParams } from 'react-router';

/** The work interview of the screen: the path's `:workInterviewId`, or `?id=` on the steps around it. */
export function useInterviewId(): number | null {
  const { workInterviewId } = useParams();
  const [search] = useSearchParams();
  const id = Number(workInterviewId ?? search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
