import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

export { UNSAVED_CHANGES_MESSAGES } from './unsaved-changes-messages';

// Loaded with the first question: the router hooks below are in the first page load (the login),
// the dialog code is not.
const UnsavedChangesDialog = lazy(async () => ({
  default: (await import('./unsaved-changes-dialog')).UnsavedChangesDialog,
}));

/*
 * In-app navigation goes through history.pushState / replaceState (wouter's Link and navigate call
 * them) or comes back through popstate (back/forward). One patch of those, installed on first use,
 * asks the most recent dirty guard before a navigation that changes the path; query and hash changes on
 * the same page pass. Reloads, closing the tab and links to other documents get the browser's own
 * beforeunload prompt.
 */

interface Guard {
  isDirty: () => boolean;
  /** Ask the user; `proceed` performs the navigation that was held back. */
  ask: (proceed: () => void) => void;
}

const guards: Guard[] = [];
let installed = false;
let bypassDepth = 0;
/** The next popstate is ours (the Leave of a held-back back/forward): let it through. */
let passNextPopState = false;
/** The URL of the page being guarded, to come back to when a back/forward is held back. */
let currentUrl = '';

function blockingGuard(): Guard | undefined {
  if (bypassDepth > 0) return undefined;
  for (let index = guards.length - 1; index >= 0; index -= 1) {
    const guard = guards[index];
    if (guard?.isDirty()) return guard;
  }
  return undefined;
}

function changesPath(url: string | URL | null | undefined): boolean {
  if (url === null || url === undefined) return false;
  try {
    return new URL(String(url), window.location.href).pathname !== window.location.pathname;
  } catch {
    return false;
  }
}

/** Runs `navigation` (e.g. a navigate after a successful save) without asking any guard. */
export function navigateWithoutGuard(navigation: () => void): void {
  bypassDepth += 1;
  try {
    navigation();
  } finally {
    bypassDepth -= 1;
  }
}

/**
 * Runs `proceed` at once, or after the user chose Leave when a form on the page holds unsaved
 * changes: for in-page switches that unmount a form without a navigation (section tabs).
 */
export function confirmDiscard(proceed: () => void): void {
  const guard = blockingGuard();
  if (guard) guard.ask(() => navigateWithoutGuard(proceed));
  else proceed();
}

function patchHistoryMethod(method: 'pushState' | 'replaceState') {
  // Kept unbound on purpose: it is called below with the History the page calls it on.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const previous = window.history[method];
  window.history[method] = function guardedHistoryMethod(
    this: History,
    data: unknown,
    unused: string,
    url?: string | URL | null,
  ) {
    const guard = changesPath(url) ? blockingGuard() : undefined;
    if (guard) {
      guard.ask(() => navigateWithoutGuard(() => window.history[method](data, unused, url)));
      return;
    }
    previous.call(this, data, unused, url);
    currentUrl = window.location.href;
  };
}

/** Back/forward events already decided, and whether each was held back. */
const popStateDecisions = new WeakMap<Event, boolean>();

/** Holds a back/forward away from a dirty form; answers whether it was held back. */
function onPopState(event: PopStateEvent): boolean {
  const decided = popStateDecisions.get(event);
  if (decided !== undefined) return decided;
  const held = decidePopState(event);
  popStateDecisions.set(event, held);
  return held;
}

function decidePopState(event: PopStateEvent): boolean {
  if (!installed) return false;
  if (passNextPopState) {
    passNextPopState = false;
    currentUrl = window.location.href;
    return false;
  }
  const guard = window.location.pathname !== new URL(currentUrl).pathname ? blockingGuard() : undefined;
  if (!guard) {
    currentUrl = window.location.href;
    return false;
  }
  // The URL has already changed: keep the router from seeing it, put the page's URL back on top of
  // the history (where the entry just left was), and go back for real if the user leaves.
  event.stopImmediatePropagation();
  navigateWithoutGuard(() => window.history.pushState(null, '', currentUrl));
  guard.ask(() => {
    passNextPopState = true;
    window.history.back();
  });
  return true;
}

function install() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  currentUrl = window.location.href;
  patchHistoryMethod('pushState');
  patchHistoryMethod('replaceState');
  // Capture on window runs before the router's own (non-capture) popstate listener.
  window.addEventListener('popstate', (event) => void onPopState(event), { capture: true });
}

function registerGuard(guard: Guard): () => void {
  install();
  if (guards.length === 0) currentUrl = window.location.href;
  guards.push(guard);
  return () => {
    const index = guards.indexOf(guard);
    if (index !== -1) guards.splice(index, 1);
  };
}

/*
 * The router's view of the URL. The browser changes `location` before it dispatches popstate, and
 * React may render in between (any state update does): a router reading `location` directly would
 * switch screens, unmounting a dirty form, before the guard could hold the Back. The router reads
 * this committed copy instead, updated only by the navigations the guard let through.
 */
const ROUTER_EVENTS = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;
const routerListeners = new Set<() => void>();
let committedPath = typeof window === 'undefined' ? '/' : window.location.pathname;
let committedSearch = typeof window === 'undefined' ? '' : window.location.search;

function commitLocation(event?: Event) {
  // Listeners on window run in the order they were added: ask the guard here, whichever ran first.
  if (event?.type === 'popstate' && onPopState(event as PopStateEvent)) return;
  const { pathname, search } = window.location;
  if (pathname === committedPath && search === committedSearch) return;
  committedPath = pathname;
  committedSearch = search;
  for (const listener of routerListeners) listener();
}

function subscribeToCommittedLocation(listener: () => void): () => void {
  if (routerListeners.size === 0)
    for (const event of ROUTER_EVENTS) window.addEventListener(event, commitLocation);
  routerListeners.add(listener);
  commitLocation();
  return () => {
    routerListeners.delete(listener);
    if (routerListeners.size === 0)
      for (const event of ROUTER_EVENTS) window.removeEventListener(event, commitLocation);
  };
}

const navigateTo = (
  to: string,
  { replace = false, state = null }: { replace?: boolean; state?: unknown } = {},
) => window.history[replace ? 'replaceState' : 'pushState'](state, '', to);

/** wouter's location hook over the committed URL: `<Router hook={useGuardedLocation} searchHook={useGuardedSearch}>`. */
export function useGuardedLocation(): [string, typeof navigateTo] {
  return [
    useSyncExternalStore(
      subscribeToCommittedLocation,
      () => committedPath,
      () => committedPath,
    ),
    navigateTo,
  ];
}

/** wouter's search hook over the committed URL (the query string with its '?'). */
export function useGuardedSearch(): string {
  return useSyncExternalStore(
    subscribeToCommittedLocation,
    () => committedSearch,
    () => committedSearch,
  );
}

export interface UnsavedChangesOptions {
  /** Dialog text (default "You have unsaved changes. Leave this page?"). */
  message?: ReactNode;
}

export interface UnsavedChanges {
  /** The confirmation dialog: render it once in the form. */
  dialog: ReactNode;
  /** Runs a navigation without asking, e.g. `allowNavigation(() => navigate('/admin/blog'))` after saving. */
  allowNavigation: (navigation: () => void) => void;
  /** Asks first when dirty, then runs `action` (Cancel buttons, closing a dialog that holds a form). */
  confirmLeave: (action: () => void) => void;
}

/**
 * Warns before leaving a dirty form: the browser's prompt for reloads and closing the tab, and a
 * Stay/Leave dialog for navigation inside the app (links, navigate, back and forward).
 *
 * ```tsx
 * const { dialog, allowNavigation } = useUnsavedChanges(form.isDirty);
 * // after a successful save: allowNavigation(() => navigate('/admin/blog'));
 * return <form>…{dialog}</form>;
 * ```
 */
export function useUnsavedChanges(dirty: boolean, options: UnsavedChangesOptions = {}): UnsavedChanges {
  const [pending, setPending] = useState<{ proceed: () => void } | null>(null);
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  useEffect(
    () =>
      registerGuard({
        isDirty: () => dirtyRef.current,
        ask: (proceed) => setPending({ proceed }),
      }),
    [],
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const confirmLeave = useCallback((action: () => void) => {
    if (dirtyRef.current) setPending({ proceed: action });
    else action();
  }, []);

  const leave = () => {
    const held = pending;
    setPending(null);
    held?.proceed();
  };

  const dialog =
    pending === null ? null : (
      <Suspense fallback={null}>
        <UnsavedChangesDialog
          open
          message={options.message}
          onStay={() => setPending(null)}
          onLeave={leave}
        />
      </Suspense>
    );

  return { dialog, allowNavigation: navigateWithoutGuard, confirmLeave };
}

/** Component form of the guard: `<UnsavedChangesGuard when={isDirty} />`. */
export function UnsavedChangesGuard({ when, message }: { when: boolean; message?: ReactNode }) {
  return useUnsavedChanges(when, { message }).dialog;
}
