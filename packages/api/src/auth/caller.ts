import { type User } from '@backoffice/db';
import { type ApiKeyPolicy } from '@backoffice/shared';

/** The account a call acts as, as histories, the audit log and emails name it. */
export type CallerAccount = Pick<
  User,
  'id' | 'email' | 'firstName' | 'lastName' | 'secondName' | 'sex' | 'phone' | 'birthday'
>;

/** The columns of a `CallerAccount`, as the credential lookups select them. */
export const callerAccountSelect = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  secondName: true,
  sex: true,
  phone: true,
  birthday: true,
} as const satisfies Record<keyof CallerAccount, true>;

/** A person's account with the role and status their calls are decided by. */
export const personAccountSelect = { ...callerAccountSelect, systemRole: true, status: true } as const;

/** A person signed in with a password: their session and their own account, role and status included. */
export interface SessionCaller {
  kind: 'session';
  sessionId: string;
  /** The administrator's own session while they act as this user (login-on-user-session). */
  impersonatorSessionId: string | null;
  /** The administrator acting as this user (set with impersonatorSessionId); the audit log names both. */
  impersonatorUserId: string | null;
  /** When a second factor was last proven in this session (sign-in or step-up); null: never. */
  secondFactorAt: Date | null;
  account: CallerAccount & Pick<User, 'systemRole' | 'status'>;
}

/**
 * Another sales channel calling with an API key. The key has a policy, not a role: a `staff` key may
 * call what an active staff member may, a `channel` key its list (`authorise`). It acts as an account
 * created with it, so that histories and the audit log name the key wherever they name an actor.
 */
export interface ApiKeyCaller {
  kind: 'apiKey';
  key: { id: string; name: string; policy: ApiKeyPolicy };
  account: CallerAccount;
}

/** Who is calling: a person's session or a channel's API key (null: nobody signed in). */
export type Caller = SessionCaller | ApiKeyCaller;

/**
 * A schedule making its change at its time (services/versions/schedules.ts), standing for the person
 * who scheduled it so that the audit log and the version name them; never a `Caller`, it calls nothing.
 */
export interface ScheduleActor {
  kind: 'schedule';
  scheduleId: string;
  account: Pick<CallerAccount, 'id'>;
}

/**
 * The rich-text editor's short-lived upload token (`files/editor-token.ts`), standing for the
 * administrator it was issued to: good for uploading an image and nothing else, so never a `Caller`.
 */
export interface EditorUploadCaller {
  kind: 'editorUploadToken';
  account: Pick<CallerAccount, 'id'>;
}

/** Whoever a write is recorded against: the audit log's actor, a stored file's uploader. */
export type Actor = Caller | EditorUploadCaller | ScheduleActor;

/** The administrator acting as the signed-in user, if any: the audit log names both. */
export const impersonatorOf = (actor: Actor | null) =>
  actor?.kind === 'session' ? actor.impersonatorUserId : null;

/** How logs name a caller: the kind of credential and its id (never its secret). */
export type LoggedCredential =
  | { kind: 'none' }
  | { kind: 'person'; id: string; impersonator?: string }
  | { kind: 'staff_key' | 'channel_key'; id: string; account: string };

export function loggedCredential(caller: Caller | null | undefined): LoggedCredential {
  if (!caller) return { kind: 'none' };
  if (caller.kind === 'session') {
    return {
      kind: 'person',
      id: caller.account.id,
      ...(caller.impersonatorUserId ? { impersonator: caller.impersonatorUserId } : {}),
    };
  }
  return { kind: `${caller.key.policy}_key`, id: caller.key.id, account: caller.account.id };
}
