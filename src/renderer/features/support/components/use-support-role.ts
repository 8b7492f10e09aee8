import { TECHNICAL_SUPPORT_DEPARTMENT_SLUG } from '../../../../shared/roles';
import { useLogisticsContext } from '../../../hooks/use-logistics-context';

/**
 * Is the signed-in user support in the selected company: a role of `tickets.work` there, or a
 * member of its `soporte-tecnico` department (spec §6; the server asks the same). Hides and shows
 * only; the server decides (the ticket's `can_work`).
 */
export function useSupportRole() {
  const { user, company, allows } = useLogisticsContext();
  const member = Boolean(company && user?.departments.some((department) => department.company_id === company.id && department.slug === TECHNICAL_SUPPORT_DEPARTMENT_SLUG));
  return { company, user, support: Boolean(company) && (allows('tickets.work') || member), admin: allows('support-settings.manage') };
}
