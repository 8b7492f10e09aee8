import { can } from '../../../../shared/permissions';
import { useCompanyStore } from '../../../stores/company';
import { useSessionStore } from '../../../stores/session';
import { useRoles } from '../../../hooks/use-roles';

/** The signed-in user's roles, the company chosen in the header, and what they may do here. */
export function useAttendanceContext() {
  const user = useSessionStore((state) => state.user);
  const company = useCompanyStore((state) => state.selected);
  const roles = useRoles();
  return { user, roles, company, canRead: can(roles, 'attendance.read'), canManage: can(roles, 'attendance.manage'), canReport: can(roles, 'reports.attendance') };
}
