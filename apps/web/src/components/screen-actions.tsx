import { type LucideIcon } from 'lucide-react';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

/** A common action of the current screen, offered by the command palette ("New store", "Refresh"). */
export interface ScreenAction {
  /** Stable within the screen, e.g. 'new' or 'refresh'. */
  id: string;
  /** Translated text the palette shows and searches. */
  label: string;
  icon?: LucideIcon;
  run: () => void;
}

/** The actions the mounted screens registered, in registration order. */
class ScreenActionRegistry {
  private entries = new Map<symbol, ScreenAction[]>();
  private snapshot: readonly ScreenAction[] = [];
  private listeners = new Set<() => void>();

  set(owner: symbol, actions: ScreenAction[] | undefined) {
    if (actions && actions.length > 0) this.entries.set(owner, actions);
    else this.entries.delete(owner);
    this.snapshot = [...this.entries.values()].flat();
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  current = () => this.snapshot;
}

const ScreenActionsContext = createContext<ScreenActionRegistry | null>(null);

/** Mounted once by the shell: screens register into it, the command palette reads it. */
export function ScreenActionsProvider({ children }: { children: ReactNode }) {
  const [registry] = useState(() => new ScreenActionRegistry());
  return <ScreenActionsContext.Provider value={registry}>{children}</ScreenActionsContext.Provider>;
}

const NONE: readonly ScreenAction[] = [];
const noSubscription = () => () => undefined;

/** What the command palette offers as the current screen's actions. */
export function useRegisteredScreenActions(): readonly ScreenAction[] {
  const registry = useContext(ScreenActionsContext);
  return useSyncExternalStore(
    registry?.subscribe ?? noSubscription,
    registry?.current ?? (() => NONE),
    () => NONE,
  );
}

/**
 * Offers a screen's common actions in the command palette while the screen is mounted. The list
 * blocks call it (DataTable: Refresh; the resource list: New …), so every list has them; outside
 * the shell (tests of a lone component) it does nothing.
 */
export function useScreenActions(actions: ScreenAction[] | undefined) {
  const registry = useContext(ScreenActionsContext);
  const owner = useRef(Symbol('screen-actions')).current;
  // The latest closures run; the registry changes only when what the palette shows changes.
  const latest = useRef(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });
  const shape = JSON.stringify(actions?.map((action) => [action.id, action.label]) ?? []);
  useEffect(() => {
    if (!registry) return;
    const listed = latest.current?.map((action) => ({
      ...action,
      run: () => latest.current?.find((candidate) => candidate.id === action.id)?.run(),
    }));
    registry.set(owner, listed);
    return () => registry.set(owner, undefined);
  }, [registry, owner, shape]);
}
