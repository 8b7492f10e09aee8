import type { Action } from '../../../shared/permissions';
import { invalid } from '../../errors';
import { type Principal, assertCompanyVisible, companiesWhere } from '../../principal';

export const CONTAINER_NOT_FOUND = 'No encontramos ese contenedor.';
export const CALL_NOT_FOUND = 'No encontramos ese arribo de buque.';

/**
 * The company a request of the container area works in: the one asked for (another tenant's
 * company does not exist for the caller: 404), else the caller's first company where `action` is
 * allowed, else their first company (where the role check then answers 403). A super admin with
 * no company of their own must name one. Callers still check `action` in the company returned.
 */
export function companyFor(principal: Principal, requested: number | null | undefined, action: Action): number {
  if (requested) {
    assertCompanyVisible(principal, requested);
    return requested;
  }
  const first = companiesWhere(principal, action)?.[0] ?? principal.companyIds[0];
  if (first === undefined) throw invalid('validation_failed', 'Indica la empresa (company_id).', { company_id: ['Indica la empresa.'] });
  return first;
}
