import type { Kysely } from 'kysely';
import { ROLE_LABELS } from '../../../shared/roles';
import type { Database } from '../../db/schema';
import { keysetBatches } from '../../lib/report-writers';
import { defineReportKind } from '../reports/reports.registry';
import * as repository from './users.repository';

interface MemberRow {
  name: string;
  surname: string | null;
  lastname: string | null;
  email: string;
  roles: string;
  verified: boolean;
  createdAt: Date;
}

/** `members`: the people of a company (spec's company directory), one row each, registered with the reports engine in app.ts. */
export function membersReport(db: Kysely<Database>) {
  return defineReportKind<MemberRow>({
    kind: 'members',
    fileStem: 'usuarios',
    sheetName: 'Usuarios',
    permission: 'reports.members',
    columns: [
      { header: 'nombre', value: (row) => row.name, width: 20 },
      { header: 'apellidos', value: (row) => [row.surname, row.lastname].filter(Boolean).join(' '), width: 28 },
      { header: 'correo', value: (row) => row.email, width: 32 },
      { header: 'roles', value: (row) => row.roles, width: 36 },
      { header: 'verificado', value: (row) => row.verified, width: 12 },
      { header: 'fecha de alta', value: (row) => row.createdAt, width: 18 },
    ],
    async *rows({ companyId, scope }) {
      for await (const users of keysetBatches(repository.companyMembersQuery(db, scope, companyId), { column: 'users.id', of: (user) => user.id })) {
        const roles = new Map<number, string[]>();
        for (const { user_id, slug } of await repository.roleSlugsOfUsers(db, companyId, users.map((user) => user.id))) {
          roles.set(user_id, [...(roles.get(user_id) ?? []), ROLE_LABELS[slug] ?? slug]);
        }
        for (const user of users) {
          yield {
            name: user.name,
            surname: user.surname,
            lastname: user.lastname,
            email: user.email,
            roles: (roles.get(user.id) ?? []).join(', '),
            verified: user.profile_verified_at !== null,
            createdAt: new Date(user.created_at),
          };
        }
      }
    },
  });
}
