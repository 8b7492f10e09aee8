/** Ids are INEGI keys: a state's cve_ent and a municipality's cvegeo, as numbers. */
export interface StatesTable {
  id: number;
  cve_ent: string;
  name: string;
  name_search: string;
  abbreviation: string;
}

export interface MunicipalitiesTable {
  id: number;
  state_id: number;
  cve_mun: string;
  cvegeo: string;
  name: string;
  name_search: string;
}
