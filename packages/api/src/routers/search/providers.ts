import { type PrismaClient } from '@backoffice/db';
import { UserStatus } from '@backoffice/shared';

/** One result of the global search: what the command palette shows and where it leads. */
export interface SearchHit {
  kind: string;
  id: string;
  title: string;
  subtitle: string;
  href: string;
}

/**
 * One searchable kind of record. Adding orders, offers or stores later is one more provider in
 * SEARCH_PROVIDERS (with the roles that may see it); the procedure and the palette stay as they are.
 */
export interface SearchProvider {
  kind: 'user' | 'company' | (string & {});
  /** Whether a caller of this system role may find these records (the same rule as their screens). */
  allowed: (systemRole: number) => boolean;
  search: (
    prisma: Pick<PrismaClient, 'user' | 'company'>,
    term: string,
    take: number,
  ) => Promise<SearchHit[]>;
}

const isAdmin = (role: number) => role >= 2;

const usersProvider: SearchProvider = {
  kind: 'user',
  allowed: isAdmin,
  async search(prisma, term, take) {
    const rows = await prisma.user.findMany({
      where: {
        status: { not: UserStatus.Deleted },
        OR: [
          { email: { contains: term, mode: 'insensitive' } },
          { firstName: { contains: term, mode: 'insensitive' } },
          { lastName: { contains: term, mode: 'insensitive' } },
        ],
      },
      orderBy: { email: 'asc' },
      take,
      select: { id: true, email: true, firstName: true, lastName: true },
    });
    return rows.map((user) => ({
      kind: 'user',
      id: user.id,
      title: `${user.firstName} ${user.lastName}`.trim() || user.email,
      subtitle: user.email,
      href: `/admin/edit-user/${user.id}`,
    }));
  },
};

const companiesProvider: SearchProvider = {
  kind: 'company',
  allowed: isAdmin,
  async search(prisma, term, take) {
    const rows = await prisma.company.findMany({
      where: {
        deletedAt: null,
        OR: [
          { name: { contains: term, mode: 'insensitive' } },
          { officialName: { contains: term, mode: 'insensitive' } },
          { inn: { contains: term } },
        ],
      },
      orderBy: { name: 'asc' },
      take,
      select: { uuid: true, name: true, inn: true },
    });
    return rows.map((company) => ({
      kind: 'company',
      id: company.uuid,
      title: company.name,
      subtitle: company.inn,
      href: `/admin/edit-company/${company.uuid}`,
    }));
  },
};

export const SEARCH_PROVIDERS: readonly SearchProvider[] = [usersProvider, companiesProvider];
