import { type Action, can } from '../../shared/permissions';
import { useCompanyStore } from '../stores/company';
import { useSessionStore } from '../stores/session';
import { useRoles } from './use-roles';

/** The signed-in user's roles there (see useRoles), the company chosen in the header, and what the roles allow. */
export function useLogisticsContext() {
  const user = useSessionStore((state) => state.user);
  const company = useCompanyStore((state) => state.selected);
  const roles = useRoles();
  return { user, company, roles, allows: (action: Action) => can(roles, action) };
}
