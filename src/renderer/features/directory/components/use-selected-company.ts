import { useCompanyStore } from '../../../stores/company';
import { useSessionStore } from '../../../stores/session';
import { useRoles } from '../../../hooks/use-roles';

/** The signed-in user's roles and the company chosen in the header (the pages work on it). */
export function useDirectoryContext() {
  const user = useSessionStore((state) => state.user);
  const company = useCompanyStore((state) => state.selected);
  const roles = useRoles();
  return { user, roles, company };
}
