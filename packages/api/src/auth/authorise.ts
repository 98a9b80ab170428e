import { SystemRole, UserStatus } from '@backoffice/shared';

import { type ApiKeyCaller, type Caller, type SessionCaller } from './caller';
import { forbidden, unauthorized } from '../errors';

/**
 * Who may call a procedure or an express route. Every one declares exactly one; docs/permissions.md
 * lists them.
 * - public: anyone, no session needed
 * - session: any person signed in, including one still waiting for activation (never an API key)
 * - staff: an active user of any role, or a `staff` API key
 * - admin: an active administrator or super administrator (roles 2 and 3)
 * - superAdmin: an active super administrator (role 3)
 */
export type AccessPolicy = 'public' | 'session' | 'staff' | 'admin' | 'superAdmin';

/** What a call asks for: the procedure's dotted name (or an express route's name) and its policy. */
export interface CallAccess {
  name: string;
  policy: AccessPolicy;
  /** A call about the caller's own account (sign-in, registration, the own profile): never an API key's. */
  personOnly?: boolean;
}

/**
 * Everything a `channel` key may call: create and read orders, read the catalogue the public site
 * shows, and the public site's own forms (contact, partner requests, donor operators). Anything else
 * answers 403, public or not, procedure or express route: a channel's credential is good for its
 * list and nothing besides.
 */
export const CHANNEL_KEY_PROCEDURES: ReadonlySet<string> = new Set([
  'orders.createOrder',
  'orders.confirmPayment',
  'orders.getList',
  'orders.get',
  'orders.getHistory',
  'orders.getDonorOperators',
  'shop.offers.list',
  'shop.offers.get',
  'shop.offerCategories.list',
  'shop.offerCategories.get',
  'shop.options.list',
  'shop.options.get',
  'shop.offerDetails.list',
  'shop.offerDetails.get',
  'shop.otherSettings.get',
  'shop.otherSettings.promoData',
  'feedback.contact.sendMessage',
  'feedback.becomeAPartner.sendRequest',
]);

const CHANNEL_KEY_REFUSAL = 'This API key may only create and read orders and read the catalogue';
const API_KEY_ACCOUNT_REFUSAL = 'An API key cannot sign in, register or change an account';
const API_KEY_ADMIN_REFUSAL = "An API key may call what active staff may, not an administrator's calls";

/** The contract's 401/403 when a person's session does not satisfy a role policy. */
function assertRole(policy: AccessPolicy, caller: SessionCaller | null): void {
  if (policy === 'public') return;
  if (!caller) throw unauthorized();
  if (policy === 'session') return;
  if (caller.account.status !== UserStatus.Active) {
    throw forbidden('Your account is waiting for activation by an administrator');
  }
  if (policy === 'admin' && caller.account.systemRole < SystemRole.Admin) throw forbidden();
  if (policy === 'superAdmin' && caller.account.systemRole !== SystemRole.SuperAdmin) {
    throw forbidden('Only a super administrator can do this');
  }
}

/**
 * An API key has a policy, not a role: a `channel` key may call its list only (whatever the role
 * policy says, public included); a `staff` key what an active staff member may, and neither a
 * person's own account calls (`personOnly`, and the `session` policy, which is a person's) nor an
 * administrator's.
 */
function assertKeyPolicy(key: ApiKeyCaller['key'], access: CallAccess): void {
  if (key.policy === 'channel') {
    if (!CHANNEL_KEY_PROCEDURES.has(access.name)) throw forbidden(CHANNEL_KEY_REFUSAL);
    return;
  }
  if (access.personOnly || access.policy === 'session') throw forbidden(API_KEY_ACCOUNT_REFUSAL);
  if (access.policy === 'admin' || access.policy === 'superAdmin') throw forbidden(API_KEY_ADMIN_REFUSAL);
}

/** The one authorisation of every call, procedure or express route, knowing the credential. */
export function authorise(caller: Caller | null, access: CallAccess): void {
  if (caller?.kind === 'apiKey') assertKeyPolicy(caller.key, access);
  else assertRole(access.policy, caller);
}

/**
 * The server's front door, before any route: a `channel` key goes no further than a call of
 * procedures all on its list. `procedures` is what the request calls (none for an express route), so
 * an express route added tomorrow is closed to channel keys without a word of its own.
 */
export function authoriseAtTheDoor(caller: Caller | null, procedures: readonly string[]): void {
  if (caller?.kind !== 'apiKey' || caller.key.policy !== 'channel') return;
  if (procedures.length === 0 || !procedures.every((name) => CHANNEL_KEY_PROCEDURES.has(name))) {
    throw forbidden(CHANNEL_KEY_REFUSAL);
  }
}
