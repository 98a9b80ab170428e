import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@backoffice/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';

import { appRoutes } from '../routes/app-routes';
import { canOpen } from '../routing';
import { useCurrentUser } from '../session';
import { CommandPalette, GO_TO_KEYS } from './command-palette';
import { staffMsg } from '../../components/staff-messages';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.matches('input, textarea, select, [role="combobox"]');
}

const isShown = (element: HTMLElement) => element.getClientRects().length > 0;

/**
 * The control of the page that a key runs: one that declares the key in `aria-keyshortcuts` (so
 * assistive technology announces it too), is shown and is not disabled.
 */
function pageControlFor(main: HTMLElement | null, key: string): HTMLElement | undefined {
  if (!main) return undefined;
  return [...main.querySelectorAll<HTMLElement>('[aria-keyshortcuts]')].find(
    (element) =>
      (element.getAttribute('aria-keyshortcuts') ?? '').split(' ').includes(key) &&
      element.matches('button:not(:disabled), a, input:not(:disabled), textarea:not(:disabled)') &&
      isShown(element),
  );
}

/**
 * The page's own keys for the help: its controls with `aria-keyshortcuts`, and the hints of keys a
 * page handles itself (`data-shortcut-help`, such as the queue's j/k), each with its text.
 */
function pageShortcutRows(): [string, string][] {
  const main = document.getElementById('main-content');
  if (!main) return [];
  return [...main.querySelectorAll<HTMLElement>('[aria-keyshortcuts], [data-shortcut-help]')]
    .filter(isShown)
    .map((element): [string, string] => [
      element.getAttribute('aria-keyshortcuts') ?? element.dataset.shortcutHelp ?? '',
      element.getAttribute('aria-label') ?? labelText(element) ?? element.textContent?.trim() ?? '',
    ]);
}

/** A field's label: what a key that focuses it does. */
const labelText = (element: HTMLElement) =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
    ? element.labels?.[0]?.textContent?.trim()
    : undefined;

/** Whether the user may open the route a shortcut leads to. */
function useCanGo() {
  const user = useCurrentUser();
  return (path: string) => {
    const route = appRoutes.find((candidate) => candidate.path === path);
    return route !== undefined && canOpen(route.access, user.system_role);
  };
}

/**
 * The shell's keyboard: Ctrl+K / Cmd+K opens the command palette, `?` lists the shortcuts, `/`
 * focuses the list search, `g` then a letter goes to a section, `n` creates a record where the list
 * offers it (its `[data-shortcut="new"]` control or a link to a create screen). Any other key runs the
 * page's control that declares it in `aria-keyshortcuts` (the order page's actions); the help lists
 * those under "On this page".
 */
export function KeyboardShortcuts() {
  const intl = useIntl();
  const canGo = useCanGo();
  const [palette, setPalette] = useState(false);
  const [help, setHelp] = useState(false);
  const [pageRows, setPageRows] = useState<[string, string][]>([]);
  const pendingGo = useRef(0);
  const openHelp = useCallback(() => {
    setPageRows(pageShortcutRows());
    setHelp(true);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setPalette((open) => !open);
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || isTyping(event.target))
        return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const main = document.getElementById('main-content');
      if (Date.now() - pendingGo.current < 1500) {
        pendingGo.current = 0;
        const path = GO_TO_KEYS[event.key];
        if (path && canGo(path)) {
          event.preventDefault();
          navigate(path);
        }
        return;
      }
      if (event.key === '?') {
        event.preventDefault();
        openHelp();
      } else if (event.key === '/') {
        const search = main?.querySelector<HTMLInputElement>('input[type="search"]');
        if (search) {
          event.preventDefault();
          search.focus();
        }
      } else if (event.key === 'g') {
        pendingGo.current = Date.now();
      } else if (event.key === 'n') {
        const create = main?.querySelector<HTMLElement>('[data-shortcut="new"], a[href$="/create"]');
        if (create) {
          event.preventDefault();
          create.click();
        }
      } else {
        const control = pageControlFor(main, event.key);
        if (control) {
          event.preventDefault();
          if (control.matches('input, textarea')) control.focus();
          else control.click();
        }
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [canGo, openHelp]);

  const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  const rows: [string, string][] = [
    [isMac ? '⌘ K' : 'Ctrl K', intl.formatMessage(staffMsg('staff.shortcuts.palette'))],
    ['?', intl.formatMessage(staffMsg('staff.shortcuts.help'))],
    ['/', intl.formatMessage(staffMsg('staff.shortcuts.search'))],
    ['n', intl.formatMessage(staffMsg('staff.shortcuts.create'))],
    ...Object.entries(GO_TO_KEYS)
      .filter(([, path]) => canGo(path))
      .map(([key, path]): [string, string] => {
        const route = appRoutes.find((candidate) => candidate.path === path);
        return [
          `g ${key}`,
          intl.formatMessage(staffMsg('staff.shortcuts.goTo'), {
            section: route ? intl.formatMessage({ id: route.titleId }) : path,
          }),
        ];
      }),
  ];

  return (
    <>
      <CommandPalette open={palette} onOpenChange={setPalette} onShowShortcuts={openHelp} />
      <Dialog open={help} onOpenChange={setHelp}>
        <DialogContent closeLabel={intl.formatMessage({ id: 'common.close' })}>
          <DialogHeader>
            <DialogTitle>
              <FormattedMessage {...staffMsg('staff.shortcuts.title')} />
            </DialogTitle>
          </DialogHeader>
          <ShortcutList rows={rows} />
          {pageRows.length > 0 ? (
            <>
              <h3 className="text-sm font-medium">
                <FormattedMessage {...staffMsg('staff.shortcuts.page')} />
              </h3>
              <ShortcutList rows={pageRows} />
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function ShortcutList({ rows }: { rows: readonly [string, string][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([keys, text]) => (
        <div key={keys} className="contents">
          <dt className="flex gap-1">
            {keys.split(' ').map((key) => (
              <kbd key={key} className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">
                {key}
              </kbd>
            ))}
          </dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}
