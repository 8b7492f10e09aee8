import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Service } from '../../../shared/contracts/common';
import type {
  CurrentUser,
  PublicRegisteredUsers,
  RegisteredUsersStats,
  User,
  updateUserInputSchema,
} from '../../../shared/contracts/users';
import type { UserUpdatedEvent } from '../../../shared/realtime';
import { ASSIGNABLE_BY_COMPANY_ADMIN, type Action, PERMISSIONS } from '../../../shared/permissions';
import { ROLE_LABELS, ROLE_SLUGS, type RoleSlug, isGlobalRole } from '../../../shared/roles';
import { type Dialect, isoNow } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { AppError, forbidden, invalid, notFound } from '../../errors';
import { type FileStorage, imageTypeOf } from '../../lib/file-storage';
import { hashPassword, needsRehash } from '../../lib/passwords';
import type { IdentityCache } from '../../lib/identity-cache';
import type { Realtime } from '../../lib/realtime';
import { type Principal, assertCanGlobally, assertCompanyVisible, canGlobally, canIn, companiesWhere, isSuperAdmin } from '../../principal';
import type { TokensService } from '../auth/tokens.service';
import type { CompaniesService } from '../companies/companies.service';
import { type TenantScope, scopeOf } from '../../tenancy';
import * as repository from './users.repository';

export type UsersService = ReturnType<typeof createUsersService>;

export interface NewAccount {
  name: string;
  surname: string | null;
  lastname: string | null;
  email: string;
  /** Hashed by the caller (accounts), which holds the gate on concurrent argon2 work. */
  password_hash: string;
  service: Service;
}

/** Profile photos are public by URL: unguessable names, no listing. */
export const PHOTO_FOLDER = 'profile-photos';
export const PHOTO_URL_PREFIX = '/media/profile-photos/';

export const emailTaken = () =>
  new AppError('email_taken', 'Ya existe una cuenta con este correo. Inicia sesión o recupera tu contraseña.', 409, {
    errors: { email: ['Ya existe una cuenta con este correo.'] },
  });

type UserRecord = NonNullable<Awaited<ReturnType<typeof repository.findActiveUserById>>>;

function toUser(row: UserRecord, roles: repository.RoleAssignment[]): User {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    lastname: row.lastname,
    email: row.email,
    profile_photo_path: row.profile_photo_path,
    verified_profile: row.profile_verified_at !== null,
    email_verified_at: row.email_verified_at,
    roles,
  };
}

export function createUsersService(deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  realtime: Realtime;
  tokens: TokensService;
  companies: CompaniesService;
  identity: IdentityCache<unknown>;
  storage: FileStorage;
}) {
  const { db, dialect, realtime, tokens, companies, identity, storage } = deps;

  /**
   * Finds a user the caller may act on. Someone outside the caller's companies does not exist
   * for them (404); only a super admin acts on a super admin. The roles shown are those of the
   * companies the caller can see: another tenant's company is not even named.
   */
  async function visibleTarget(principal: Principal, userId: number) {
    const row = await repository.findActiveUserById(db, userId);
    if (!row) throw notFound('No encontramos ese usuario.');
    const companyIds = await companies.companyIdsOfUser(userId);
    const self = principal.userId === userId;
    const superAdmin = isSuperAdmin(principal);
    if (!self && !superAdmin && !companyIds.some((id) => principal.companyIds.includes(id))) {
      throw notFound('No encontramos ese usuario.');
    }
    const allRoles = await repository.roleAssignmentsOf(db, userId);
    if (!self && !superAdmin && allRoles.some((role) => role.slug === 'super_admin')) throw forbidden();
    const roles = self || superAdmin ? allRoles : allRoles.filter((role) => role.company_id === null || principal.companyIds.includes(role.company_id));
    return { row, companyIds, roles, self };
  }

  /**
   * Acting on another person needs the action in a company both belong to (or platform-wide):
   * an admin of company 3 who is a plain member of company 1 is a plain member there.
   */
  function assertCanActOn(principal: Principal, targetCompanyIds: readonly number[], action: Action) {
    if (canGlobally(principal, action)) return;
    if (!targetCompanyIds.some((companyId) => canIn(principal, companyId, action))) throw forbidden();
  }

  /** After any change to who a user is: drop cached identity everywhere, then tell the screens. */
  async function removePhotoFile(photoPath: string | null) {
    if (photoPath?.startsWith(PHOTO_URL_PREFIX)) await storage.remove(PHOTO_FOLDER, photoPath.slice(PHOTO_URL_PREFIX.length));
  }

  function changed(userId: number, companyIds: number[], event: UserUpdatedEvent) {
    identity.invalidateUser(userId);
    realtime.emitToUser(userId, 'user.updated', event);
    for (const companyId of companyIds) realtime.emitToCompany(companyId, 'user.updated', event);
  }

  /**
   * The company whose roles an assign-roles call replaces. Named, it must be one the user belongs
   * to and the caller may assign roles in; unnamed, it is the only such company (several: 422).
   * null when a super admin changes only platform-wide roles.
   */
  function resolveRoleCompany(principal: Principal, targetCompanyIds: readonly number[], named: number | undefined, needed: boolean): number | null {
    if (named !== undefined) {
      assertCompanyVisible(principal, named);
      if (!canIn(principal, named, 'users.assign-roles')) throw forbidden();
      if (!targetCompanyIds.includes(named)) {
        const message = 'Esta persona no pertenece a esa empresa.';
        throw invalid('validation_failed', message, { company_id: [message] });
      }
      return named;
    }
    if (!needed) return null;
    const candidates = targetCompanyIds.filter((companyId) => canIn(principal, companyId, 'users.assign-roles'));
    if (candidates.length === 1) return candidates[0]!;
    if (candidates.length === 0) {
      if (targetCompanyIds.length === 0) {
        const message = 'Esta persona no pertenece a ninguna empresa: solo puede tener roles globales.';
        throw invalid('validation_failed', message, { roles: [message] });
      }
      throw forbidden();
    }
    const message = 'Esta persona pertenece a varias empresas: indica en cuál se asignan los roles (company_id).';
    throw new AppError('company_required', message, 422, { errors: { company_id: [message] } });
  }

  return {
    findCredentialsByEmail: (email: string) => repository.findActiveCredentialsByEmail(db, email),
    findCredentialsById: (id: number) => repository.findActiveCredentialsById(db, id),
    /** Every role the user holds, for building their principal. */
    roleAssignmentsOf: (userId: number) => repository.roleAssignmentsOf(db, userId),
    /** The open accounts of a company in scope, direct members and through a department (a company notice's recipients). */
    activeMemberIdsOf: (scope: TenantScope, companyId: number) => repository.activeMemberIds(db, scope, companyId),
    /** The open accounts that may do `action` in this company through a role held there (who a company's alerts go to). */
    activeMemberIdsAllowedIn: (scope: TenantScope, companyId: number, action: Action) => repository.activeMemberIdsWithRoleIn(db, scope, companyId, PERMISSIONS[action]),

    /** Keeps stored hashes at the current argon2 parameters; done at login, when we know the password. */
    async upgradePasswordHashIfNeeded(userId: number, hash: string, password: string) {
      if (needsRehash(hash)) await repository.updateUser(db, userId, { password_hash: await hashPassword(password) }, isoNow());
    },

    /** Sets a new password and ends every other session (all of them when keepTokenId is absent). */
    async setPassword(userId: number, password: string, keepTokenId?: number) {
      await repository.updateUser(db, userId, { password_hash: await hashPassword(password) }, isoNow());
      await tokens.revokeAllOfUser(userId, keepTokenId);
    },

    /** A new self-registered account: role final_user, e-mail not yet confirmed. */
    async createAccount(input: NewAccount): Promise<number> {
      const { password_hash } = input;
      try {
        return await db.transaction().execute(async (trx) => {
          const id = await repository.insertUser(trx, {
            name: input.name,
            surname: input.surname,
            lastname: input.lastname,
            email: input.email,
            password_hash,
            registered_service: input.service,
            profile_photo_path: null,
            email_verified_at: null,
            profile_verified_at: null,
            deleted_at: null,
            deletion_reason: null,
          });
          await repository.replaceRolesIn(trx, id, null, ['final_user']);
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    /**
     * With `details`, a repeated registration confirmed by its own code: its name and password
     * replace the first registration's in the same write.
     */
    async markEmailVerified(userId: number, details?: Pick<NewAccount, 'name' | 'surname' | 'lastname' | 'password_hash'>) {
      await repository.updateUser(db, userId, { ...details, email_verified_at: isoNow() }, isoNow());
      identity.invalidateUser(userId);
    },

    cachedCurrentUser: (userId: number) => identity.getProfile<CurrentUser>(userId),

    /** Spec §3 current-user shape; cached per user until something about them changes. */
    async currentUser(principal: Principal): Promise<CurrentUser> {
      const cached = identity.getProfile<CurrentUser>(principal.userId);
      if (cached) return cached;
      const [row, roles, departments, companyList, driverCompanyIds] = await Promise.all([
        repository.findActiveUserById(db, principal.userId),
        repository.roleAssignmentsOf(db, principal.userId),
        companies.departmentsOfUser(principal.userId),
        companies.companiesByIds(scopeOf(principal), principal.companyIds),
        repository.driverCompanyIdsOf(db, scopeOf(principal), principal.userId),
      ]);
      if (!row) throw notFound('No encontramos ese usuario.');
      const profile = { ...toUser(row, roles), departments, companies: companyList, driver_company_ids: driverCompanyIds };
      identity.setProfile(principal.userId, profile);
      return profile;
    },

    async getUser(principal: Principal, userId: number): Promise<User> {
      const { row, roles } = await visibleTarget(principal, userId);
      return toUser(row, roles);
    },

    async updateUser(principal: Principal, userId: number, input: z.output<typeof updateUserInputSchema>): Promise<User> {
      const { row, roles, companyIds, self } = await visibleTarget(principal, userId);
      if (!self) assertCanActOn(principal, companyIds, 'users.update');
      const patch = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
      if (Object.keys(patch).length > 0) await repository.updateUser(db, userId, patch, isoNow());
      const updated = { ...row, ...patch } as UserRecord;
      changed(userId, companyIds, {
        id: userId,
        name: updated.name,
        surname: updated.surname,
        lastname: updated.lastname,
        change: 'profile',
      });
      return toUser(updated, roles);
    },

    /**
     * Closes an account: sessions end at once and the row is kept, anonymised of nothing, for
     * the audit trail. A company admin may close only accounts that belong to no other company.
     */
    async deleteUser(principal: Principal, userId: number, reason: string | undefined): Promise<void> {
      const { row, companyIds, self } = await visibleTarget(principal, userId);
      if (!self) {
        assertCanActOn(principal, companyIds, 'users.delete');
        // Closing an account ends it everywhere: the caller must administer every company it
        // belongs to, not just one they share.
        if (!canGlobally(principal, 'users.delete') && companyIds.some((id) => !canIn(principal, id, 'users.delete'))) {
          throw forbidden('Esta cuenta pertenece también a otra empresa; solo un superadministrador puede cerrarla.');
        }
      }
      await repository.softDeleteUser(db, userId, reason ?? null, isoNow());
      await tokens.revokeAllOfUser(userId);
      changed(userId, companyIds, { id: userId, name: row.name, surname: row.surname, lastname: row.lastname, change: 'deleted' });
    },

    /**
     * A new profile photo (PNG, JPEG or WebP, checked by its bytes; the size limit is the upload
     * route's). The previous file is deleted once the new one is in place.
     */
    async setPhoto(principal: Principal, userId: number, content: Buffer): Promise<User> {
      const { row, roles, companyIds, self } = await visibleTarget(principal, userId);
      if (!self) assertCanActOn(principal, companyIds, 'users.update');
      const type = imageTypeOf(content);
      if (!type) {
        throw invalid('validation_failed', 'La foto debe ser una imagen PNG, JPEG o WebP.', {
          photo: ['La foto debe ser una imagen PNG, JPEG o WebP.'],
        });
      }
      const name = await storage.save(PHOTO_FOLDER, content, type.extension);
      const profile_photo_path = `${PHOTO_URL_PREFIX}${name}`;
      await repository.updateUser(db, userId, { profile_photo_path }, isoNow());
      await removePhotoFile(row.profile_photo_path);
      changed(userId, companyIds, { id: userId, name: row.name, surname: row.surname, lastname: row.lastname, change: 'profile' });
      return toUser({ ...row, profile_photo_path }, roles);
    },

    async removePhoto(principal: Principal, userId: number): Promise<User> {
      const { row, roles, companyIds, self } = await visibleTarget(principal, userId);
      if (!self) assertCanActOn(principal, companyIds, 'users.update');
      await repository.updateUser(db, userId, { profile_photo_path: null }, isoNow());
      await removePhotoFile(row.profile_photo_path);
      changed(userId, companyIds, { id: userId, name: row.name, surname: row.surname, lastname: row.lastname, change: 'profile' });
      return toUser({ ...row, profile_photo_path: null }, roles);
    },

    photoFile: (name: string) => storage.pathOf(PHOTO_FOLDER, name),

    async setProfileVerified(principal: Principal, userId: number, verified: boolean): Promise<User> {
      const { row, roles, companyIds } = await visibleTarget(principal, userId);
      assertCanGlobally(principal, 'users.verify');
      const profile_verified_at = verified ? (row.profile_verified_at ?? isoNow()) : null;
      await repository.updateUser(db, userId, { profile_verified_at }, isoNow());
      changed(userId, companyIds, { id: userId, name: row.name, surname: row.surname, lastname: row.lastname, change: 'verification' });
      return toUser({ ...row, profile_verified_at }, roles);
    },

    /**
     * Replaces a user's roles in one company (and, for a super admin, the platform-wide ones). A
     * company admin grants and removes only the roles of ASSIGNABLE_BY_COMPANY_ADMIN, only in a
     * company they administer and the user belongs to; roles outside that list stay as they were.
     */
    async assignRoles(principal: Principal, userId: number, input: { roles: RoleSlug[]; company_id?: number }): Promise<User> {
      const { row, companyIds, self } = await visibleTarget(principal, userId);
      const superAdmin = canGlobally(principal, 'users.assign-roles');
      const requestedGlobal = input.roles.filter(isGlobalRole);
      const requestedLocal = input.roles.filter((slug) => !isGlobalRole(slug));
      if (self && superAdmin && !requestedGlobal.includes('super_admin')) {
        throw new AppError('role_not_assignable', 'No puedes quitarte el rol de superadministrador a ti mismo.', 403);
      }
      const companyId = resolveRoleCompany(principal, companyIds, input.company_id, requestedLocal.length > 0 || !superAdmin);
      const current = await repository.roleAssignmentsOf(db, userId);
      const currentGlobal = current.filter((role) => role.company_id === null).map((role) => role.slug);
      const currentLocal = current.filter((role) => companyId !== null && role.company_id === companyId).map((role) => role.slug);

      let nextGlobal = currentGlobal;
      let nextLocal = requestedLocal;
      if (superAdmin) {
        nextGlobal = requestedGlobal;
      } else {
        const refused = input.roles.filter(
          (slug) => !ASSIGNABLE_BY_COMPANY_ADMIN.includes(slug) && !currentLocal.includes(slug) && !currentGlobal.includes(slug),
        );
        if (refused.length > 0) {
          throw new AppError(
            'role_not_assignable',
            `No puedes asignar estos roles: ${refused.map((slug) => ROLE_LABELS[slug]).join(', ')}.`,
            403,
            { roles: refused },
          );
        }
        const kept = currentLocal.filter((slug) => !ASSIGNABLE_BY_COMPANY_ADMIN.includes(slug));
        nextLocal = [...new Set([...kept, ...requestedLocal.filter((slug) => ASSIGNABLE_BY_COMPANY_ADMIN.includes(slug))])];
      }
      const ordered = (slugs: readonly RoleSlug[]) => ROLE_SLUGS.filter((slug) => slugs.includes(slug));
      await db.transaction().execute(async (trx) => {
        if (superAdmin) await repository.replaceRolesIn(trx, userId, null, ordered(nextGlobal));
        if (companyId !== null) await repository.replaceRolesIn(trx, userId, companyId, ordered(nextLocal));
      });
      changed(userId, companyIds, { id: userId, name: row.name, surname: row.surname, lastname: row.lastname, change: 'roles' });
      return toUser(row, (await visibleTarget(principal, userId)).roles);
    },

    async companiesOfUser(principal: Principal, userId: number) {
      const { companyIds, self } = await visibleTarget(principal, userId);
      if (!self) assertCanActOn(principal, companyIds, 'users.companies.read');
      return companies.companiesOfUser(principal, userId, companyIds);
    },

    /** The public counts: open accounts, and per role the accounts holding it. */
    async publicRegisteredUsers(): Promise<PublicRegisteredUsers> {
      const { total, byRole } = await repository.registeredUsersByRole(db);
      return { total, by_role: ROLE_SLUGS.map((role) => ({ role, count: byRole.get(role) ?? 0 })) };
    },

    /** Platform-wide for a super admin; a company admin counts the users of their companies. */
    async registeredUsersStats(principal: Principal): Promise<RegisteredUsersStats> {
      const scope = companiesWhere(principal, 'statistics.read');
      if (scope !== null && scope.length === 0) throw forbidden();
      const now = new Date();
      const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
      const { totals, byMonth } = await repository.registeredUserCounts(
        db,
        dialect,
        scope === null ? null : [...scope],
        isoNow(-30 * 24 * 3600),
        firstMonth.toISOString(),
      );
      const counts = new Map(byMonth.map((row) => [row.month, Number(row.count)]));
      const by_month = Array.from({ length: 12 }, (_, index) => {
        const month = new Date(Date.UTC(firstMonth.getUTCFullYear(), firstMonth.getUTCMonth() + index, 1)).toISOString().slice(0, 7);
        return { month, count: counts.get(month) ?? 0 };
      });
      return {
        total: Number(totals.total),
        verified_email: Number(totals.verified_email),
        verified_profile: Number(totals.verified_profile),
        last_30_days: Number(totals.last_30_days),
        by_month,
      };
    },
  };
}
