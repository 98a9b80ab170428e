import { type PrismaClient } from '@backoffice/db';
import { isAdminRole, UserStatus } from '@backoffice/shared';

import { type Caller } from '../../auth/caller';

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
  allowed: (caller: Caller) => boolean;
  search: (
    prisma: Pick<PrismaClient, 'user' | 'company' | 'offer' | 'store' | 'order'>,
    term: string,
    take: number,
  ) => Promise<SearchHit[]>;
}

/** An administrator's session: an API key has no role. */
const isAdmin = (caller: Caller) => caller.kind === 'session' && isAdminRole(caller.account.systemRole);

const usersProvider: SearchProvider = {
  kind: 'user',
  allowed: isAdmin,
  async search(prisma, term, take) {
    const rows = await prisma.user.findMany({
      where: {
        status: { not: UserStatus.Deleted },
        ownKey: { is: null },
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

/** Offers by name, for administrators (the offer screens are theirs). The catalogue is small. */
const offersProvider: SearchProvider = {
  kind: 'offer',
  allowed: isAdmin,
  async search(prisma, term, take) {
    const rows = await prisma.offer.findMany({
      where: { name: { contains: term, mode: 'insensitive' } },
      orderBy: [{ priority: 'asc' }, { name: 'asc' }],
      take,
      select: { id: true, name: true, publish: true },
    });
    return rows.map((offer) => ({
      kind: 'offer',
      id: offer.id,
      title: offer.name,
      subtitle: '',
      href: `/shop/offers/edit/${offer.id}`,
    }));
  },
};

/** Stores by name or address (trigram indexes), for administrators, as the stores screens are. */
const storesProvider: SearchProvider = {
  kind: 'store',
  allowed: isAdmin,
  async search(prisma, term, take) {
    const rows = await prisma.store.findMany({
      where: {
        OR: [
          { storeName: { contains: term, mode: 'insensitive' } },
          { address: { contains: term, mode: 'insensitive' } },
        ],
      },
      orderBy: { storeName: 'asc' },
      take,
      select: { id: true, storeName: true, address: true },
    });
    return rows.map((store) => ({
      kind: 'store',
      id: store.id,
      title: store.storeName,
      subtitle: store.address,
      href: `/cms/stores/edit/${store.id}`,
    }));
  },
};

/** The largest visible order number a term may be read as (orders.id is an int4). */
const MAX_ORDER_NUMBER = 2_147_483_647;

/**
 * Orders by number (the primary key) or by the customer's email (trigram index), newest first, for
 * every staff role: order management is in everybody's sidebar.
 */
const ordersProvider: SearchProvider = {
  kind: 'order',
  allowed: () => true,
  async search(prisma, term, take) {
    const number = /^#?\d{1,10}$/.test(term) ? Number(term.replace('#', '')) : undefined;
    const rows = await prisma.order.findMany({
      where: {
        OR: [
          ...(number !== undefined && number <= MAX_ORDER_NUMBER ? [{ id: number }] : []),
          { email: { contains: term, mode: 'insensitive' } },
        ],
      },
      orderBy: { id: 'desc' },
      take,
      select: { id: true, uuid: true, email: true, firstName: true, lastName: true },
    });
    return rows.map((order) => ({
      kind: 'order',
      id: order.uuid,
      title: `#${order.id} ${`${order.firstName} ${order.lastName}`.trim()}`.trim(),
      subtitle: order.email,
      href: `/shop/orders/view/${order.uuid}`,
    }));
  },
};

export const SEARCH_PROVIDERS: readonly SearchProvider[] = [
  usersProvider,
  companiesProvider,
  ordersProvider,
  offersProvider,
  storesProvider,
];
