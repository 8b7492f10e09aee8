import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  MUNICIPALITIES_PER_PAGE,
  type MunicipalityList,
  type MunicipalitySearchPage,
  type StateList,
  type municipalitySearchQuerySchema,
} from '../../../shared/contracts/catalogues';
import { normalizeForSearch } from '../../../shared/contracts/search';
import catalogueFile from '../../db/data/inegi-municipalities.json';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import * as repository from './catalogues.repository';

export type CataloguesService = ReturnType<typeof createCataloguesService>;

/** The shape of src/server/db/data/inegi-municipalities.json (see the README beside it). */
const catalogueFileSchema = z.object({
  source: z.string(),
  version: z.string().nullable(),
  /** [cve_ent, cve_mun, name as INEGI writes it]. */
  municipalities: z.array(z.tuple([z.string().regex(/^\d{2}$/), z.string().regex(/^\d{3}$/), z.string().min(1)])),
});

export function createCataloguesService({ db }: { db: Kysely<Database> }) {
  return {
    /**
     * Loads the municipalities of the catalogue file into the database when the counts differ
     * (a new database, or a newer file): idempotent, safe to run on every start.
     */
    async loadCatalogue(file: unknown = catalogueFile): Promise<{ loaded: number }> {
      const { municipalities } = catalogueFileSchema.parse(file);
      if ((await repository.municipalityCount(db)) === municipalities.length) return { loaded: 0 };
      await repository.upsertMunicipalities(
        db,
        municipalities.map(([cveEnt, cveMun, name]) => ({
          id: Number(cveEnt + cveMun),
          state_id: Number(cveEnt),
          cve_mun: cveMun,
          cvegeo: cveEnt + cveMun,
          name,
          name_search: normalizeForSearch(name),
        })),
      );
      return { loaded: municipalities.length };
    },

    states: (): Promise<StateList> => repository.allStates(db),

    /** For other modules (companies): whether a state id exists. */
    stateExists: (id: number): Promise<boolean> => repository.stateExists(db, id),

    /** For other modules (companies): whether a municipality id exists and belongs to that state. */
    municipalityInState: (id: number, stateId: number): Promise<boolean> => repository.municipalityInState(db, id, stateId),

    async municipalitiesOfState(stateId: number): Promise<MunicipalityList> {
      if (!(await repository.stateExists(db, stateId))) throw notFound('No encontramos ese estado.');
      return repository.municipalitiesOfState(db, stateId);
    },

    async searchMunicipalities(query: z.output<typeof municipalitySearchQuerySchema>): Promise<MunicipalitySearchPage> {
      const text = normalizeForSearch(query.q);
      const { rows, total } = await repository.searchMunicipalities(db, {
        words: text ? text.split(' ') : [],
        stateId: query.state_id,
        limit: MUNICIPALITIES_PER_PAGE,
        offset: (query.page - 1) * MUNICIPALITIES_PER_PAGE,
      });
      return {
        data: rows,
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / MUNICIPALITIES_PER_PAGE)),
        per_page: MUNICIPALITIES_PER_PAGE,
        total,
      };
    },
  };
}
