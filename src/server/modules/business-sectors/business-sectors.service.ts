import type { Kysely } from 'kysely';
import { type BusinessSector, isTransportSector } from '../../../shared/contracts/business-sectors';
import { SEARCH_PER_PAGE } from '../../../shared/contracts/search';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../errors';
import { type Principal, assertCanGlobally } from '../../principal';
import { pageFrom, queryWords, searchTextOf } from '../../lib/search-text';
import * as repository from './business-sectors.repository';

export type BusinessSectorsService = ReturnType<typeof createBusinessSectorsService>;

const toSector = (row: { id: number; name: string }): BusinessSector => ({ ...row, is_transport: isTransportSector(row.id) });

const taken = (name: string) => conflict('business_sector_taken', `Ya existe el sector «${name}».`);

export function createBusinessSectorsService({ db }: { db: Kysely<Database> }) {
  return {
    async list(): Promise<BusinessSector[]> {
      return (await repository.listAll(db)).map(toSector);
    },

    async get(id: number): Promise<BusinessSector> {
      const row = await repository.findById(db, id);
      if (!row) throw notFound('No encontramos ese sector.');
      return toSector(row);
    },

    /** For other modules: the sector, or null when the id names none. */
    async find(id: number): Promise<BusinessSector | null> {
      const row = await repository.findById(db, id);
      return row ? toSector(row) : null;
    },

    /** Names are unique once case and accents are set aside ("Minería" = "mineria"). */
    async create(principal: Principal, name: string): Promise<BusinessSector> {
      // The catalogue is shared by every company: adding to it is a platform-wide power.
      assertCanGlobally(principal, 'business-sectors.create');
      const searchText = searchTextOf(name);
      const existing = await repository.findBySearchText(db, searchText);
      if (existing) throw taken(existing.name);
      try {
        return toSector(await repository.insert(db, name, searchText));
      } catch (error) {
        if (isUniqueViolation(error)) throw taken(name);
        throw error;
      }
    },

    async search(q: string, page: number) {
      const { rows, total } = await repository.search(db, queryWords(q), SEARCH_PER_PAGE, (page - 1) * SEARCH_PER_PAGE);
      return pageFrom(rows.map(toSector), total, page, SEARCH_PER_PAGE);
    },
  };
}
