import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  MUNICIPALITIES_PER_PAGE,
  type MunicipalityList,
  type MunicipalitySearchPage,
  type StateList,
  type municipalitySearchQuerySchema,
} from '../../../shared/contracts/catalogues';
import { normalizeForSearch } from '../../../shared/contracts/search';
import catalogueFile from '../../db/data/inegi-municipalities.json';
import { type Dialect, isoNow } from '../../db/database';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import * as repository from './catalogues.repository';

/** Its row in `reference_catalogues`. */
const MUNICIPALITY_CATALOGUE = 'inegi-municipalities';

export type CataloguesService = ReturnType<typeof createCataloguesService>;

/** The shape of src/server/db/data/inegi-municipalities.json (see the README beside it). */
interface CatalogueFile {
  source: string;
  version: string | null;
  /** [cve_ent, cve_mun, name as INEGI writes it]. */
  municipalities: [string, string, string][];
}

/**
 * Checked by hand rather than with zod: this runs on every start where the catalogue changed,
 * and compiling and running a schema over 2,478 tuples costs a cold process ~200 ms, a loop ~1.
 */
function checkedCatalogue(file: unknown): CatalogueFile {
  const candidate = file as Partial<CatalogueFile> | null;
  const rows = candidate?.municipalities;
  const valid =
    typeof candidate?.source === 'string' &&
    (candidate.version === null || typeof candidate.version === 'string') &&
    Array.isArray(rows) &&
    rows.every(
      (row) =>
        Array.isArray(row) &&
        row.length === 3 &&
        /^\d{2}$/.test(row[0]) &&
        /^\d{3}$/.test(row[1]) &&
        typeof row[2] === 'string' &&
        row[2].trim() !== '',
    );
  // A broken file shipped with the server is a bug of the build, not a request to refuse.
  if (!valid) throw new Error('inegi-municipalities.json no tiene la forma { source, version, municipalities: [[cve_ent, cve_mun, nombre]] }');
  return candidate as CatalogueFile;
}

export function createCataloguesService({ db, dialect }: { db: Kysely<Database>; dialect: Dialect }) {
  return {
    /**
     * Loads the catalogue file's municipalities into the database unless it already holds that
     * very file (same checksum): a new database, or a refreshed file, loads; any other start
     * costs one primary-key read. One transaction, so a crash mid-load leaves no half catalogue
     * marked as loaded. Idempotent and safe for several processes starting at once.
     */
    async loadCatalogue(file: unknown = catalogueFile): Promise<{ loaded: number }> {
      const checksum = createHash('sha256').update(JSON.stringify(file)).digest('hex');
      if ((await repository.catalogueChecksum(db, MUNICIPALITY_CATALOGUE)) === checksum) return { loaded: 0 };
      const { version, municipalities } = checkedCatalogue(file);
      await db.transaction().execute(async (trx) => {
        await repository.upsertMunicipalities(
          trx,
          dialect,
          municipalities.map(([cveEnt, cveMun, name]) => ({
            id: Number(cveEnt + cveMun),
            state_id: Number(cveEnt),
            cve_mun: cveMun,
            cvegeo: cveEnt + cveMun,
            name,
            name_search: normalizeForSearch(name),
          })),
        );
        await repository.recordCatalogueLoad(trx, {
          name: MUNICIPALITY_CATALOGUE,
          version,
          checksum,
          row_count: municipalities.length,
          loaded_at: isoNow(),
        });
      });
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
