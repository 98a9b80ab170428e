import { SystemRole, UserStatus } from '@backoffice/shared';

import { type AuthenticatedSession } from './session';
import { forbidden, unauthorized } from '../errors';

/**
 * Who may call a procedure or an express route. Every one declares exactly one; docs/permissions.md
 * lists them.
 * - public: anyone, no session needed
 * - session: any signed-in account, including one still waiting for activation
 * - staff: an active user of any role
 * - admin: an active administrator or super administrator (roles 2 and 3)
 * - superAdmin: an active super administrator (role 3)
 */
export type AccessPolicy = 'public' | 'session' | 'staff' | 'admin' | 'superAdmin';

/** What a call asks for: the procedure's dotted name (or an express route's name) and its policy. */
export interface CallAccess {
  name: string;
  policy: AccessPolicy;
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

/**
 * Calls about a person's own account (sign-in, sign-out, registration, password links, the own
 * profile): an API key's account is not a person's, so any key is refused them.
 */
const PERSON_ONLY_CALLS = ['account.enter.', 'account.profile.'];

export const isPersonOnlyCall = (name: string) => PERSON_ONLY_CALLS.some((prefix) => name.startsWith(prefix));

const CHANNEL_KEY_REFUSAL = 'This API key may only create and read orders and read the catalogue';
const API_KEY_ACCOUNT_REFUSAL = 'An API key cannot sign in, register or change an account';

/** The contract's 401/403 when a session does not satisfy a role policy. */
export function assertPolicy(policy: AccessPolicy, session: AuthenticatedSession | null): void {
  if (policy === 'public') return;
  if (!session) throw unauthorized();
  if (policy === 'session') return;
  if (session.user.status !== UserStatus.Active) {
    throw forbidden('Your account is waiting for activation by an administrator');
  }
  if (policy === 'admin' && session.user.systemRole < SystemRole.Admin) throw forbidden();
  if (policy === 'superAdmin' && session.user.systemRole !== SystemRole.SuperAdmin) {
    throw forbidden('Only a super administrator can do this');
  }
}

/**
 * The one authorisation of every call, procedure or express route, knowing the credential: a
 * `channel` key may call its list only (whatever the role policy says, public included); any API key
 * is refused a person's own account calls; then the role policy decides (a `staff` key is an active
 * call-centre agent).
 */
export function authorise(session: AuthenticatedSession | null, access: CallAccess): void {
  const key = session?.apiKey;
  if (key?.policy === 'channel') {
    if (!CHANNEL_KEY_PROCEDURES.has(access.name)) throw forbidden(CHANNEL_KEY_REFUSAL);
    return;
  }
  if (key && isPersonOnlyCall(access.name)) throw forbidden(API_KEY_ACCOUNT_REFUSAL);
  assertPolicy(access.policy, session);
}

/**
 * The server's front door, before any route: a `channel` key goes no further than a call of
 * procedures all on its list. `procedures` is what the request calls (none for an express route), so
 * an express route added tomorrow is closed to channel keys without a word of its own.
 */
export function authoriseAtTheDoor(
  session: AuthenticatedSession | null,
  procedures: readonly string[],
): void {
  if (session?.apiKey?.policy !== 'channel') return;
  if (procedures.length === 0 || !procedures.every((name) => CHANNEL_KEY_PROCEDURES.has(name))) {
    throw forbidden(CHANNEL_KEY_REFUSAL);
  }
}
