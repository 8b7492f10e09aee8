import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Company } from '../../shared/contracts/companies';
import type { CurrentUser } from '../../shared/contracts/users';

/** Spec §3 global company selection: selected company, options (value, label by name), companies. */
export interface CompanyOption {
  value: string;
  label: string;
}

export interface CompanyState {
  selected: Company | null;
  options: CompanyOption[];
  companies: Company[];
  setCompanies(companies: Company[]): void;
  select(company: Company): void;
  clear(): void;
}

/** Spec §4: a company login is accepted only for a company of the user's departments or companies. */
export function userBelongsToCompany(user: Pick<CurrentUser, 'companies' | 'departments'>, companyId: number): boolean {
  return user.companies.some((company) => company.id === companyId) || user.departments.some((department) => department.company_id === companyId);
}

/** Spec §4: the selected company goes to the top of the options. */
export function orderOptions(options: CompanyOption[], selectedId: number | null): CompanyOption[] {
  if (selectedId === null) return options;
  const key = String(selectedId);
  const selected = options.find((option) => option.value === key);
  return selected ? [selected, ...options.filter((option) => option.value !== key)] : options;
}

export const COMPANY_STORAGE_KEY = 'plataforma.company';

export const useCompanyStore = create<CompanyState>()(
  persist(
    (set, get) => ({
      selected: null,
      options: [],
      companies: [],
      setCompanies(companies) {
        const options = companies.map((company) => ({ value: String(company.id), label: company.name }));
        // Spec §4: when options are set and none is selected, the first is selected.
        const current = get().selected;
        const selected = current && companies.some((c) => c.id === current.id) ? current : (companies[0] ?? null);
        set({ companies, selected, options: orderOptions(options, selected?.id ?? null) });
      },
      select(company) {
        set((state) => ({ selected: company, options: orderOptions(state.options, company.id) }));
      },
      clear() {
        set({ selected: null, options: [], companies: [] });
      },
    }),
    { name: COMPANY_STORAGE_KEY, storage: createJSONStorage(() => localStorage) },
  ),
);

/**
 * Spec §4 company login: accepted only when the company is among the user's departments'
 * company_id or companies; otherwise an empty rejection (no message). On success the company is
 * fetched and becomes the global company.
 */
export async function enterCompany(
  user: Pick<CurrentUser, 'companies' | 'departments'>,
  companyId: number,
  fetchCompany: (id: number) => Promise<Company>,
): Promise<Company> {
  if (!userBelongsToCompany(user, companyId)) return Promise.reject();
  const company = await fetchCompany(companyId);
  useCompanyStore.getState().select(company);
  return company;
}
