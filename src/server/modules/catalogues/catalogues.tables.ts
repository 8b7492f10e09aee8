import type { Generated } from 'kysely';

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

/** Which version of a catalogue file shipped with the server the database holds. */
export interface ReferenceCataloguesTable {
  name: string;
  version: string | null;
  /** sha256 (hex) of the file's rows: equal means nothing to load. */
  checksum: string;
  row_count: number;
  loaded_at: Generated<string>;
}
