import { SESSION_STORAGE_KEY } from '@backoffice/shared';
import { useSyncExternalStore } from 'react';

/** While an administrator acts as another user, the administrator's own token waits under this key. */
export const OWN_SESSION_STORAGE_KEY = `${SESSION_STORAGE_KEY}:own`;

type Listener = () => void;
const listeners = new Set<Listener>();

// Storage can be unavailable (privacy modes, full quota): the app then behaves as signed out.
function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key) || null;
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the session simply does not survive a reload.
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The token sent with every call. */
export function readSessionToken(): string | null {
  return readItem(SESSION_STORAGE_KEY);
}

/** The administrator's own token while acting as someone else, otherwise null. */
export function readOwnSessionToken(): string | null {
  return readItem(OWN_SESSION_STORAGE_KEY);
}

/** Replaces both tokens at once and tells every subscriber; `ownToken` defaults to none. */
export function storeSessionTokens(token: string | null, ownToken: string | null = null): void {
  writeItem(SESSION_STORAGE_KEY, token);
  writeItem(OWN_SESSION_STORAGE_KEY, ownToken);
  notify();
}

export function clearSessionTokens(): void {
  storeSessionTokens(null, null);
}

/** Listens to token changes, including those made by other tabs of the app. */
export function subscribeToSessionToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEY || event.key === OWN_SESSION_STORAGE_KEY)
      listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeToSessionToken, readSessionToken);
}

export function useOwnSessionToken(): string | null {
  return useSyncExternalStore(subscribeToSessionToken, readOwnSessionToken);
}
