import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@backoffice/ui';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';

import { appRoutes } from '../routes/app-routes';
import { canOpen } from '../routing';
import { useCurrentUser } from '../session';
import { CommandPalette, GO_TO_KEYS } from './command-palette';
import { staffMsg } from './staff-messages';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.matches('input, textarea, select, [role="combobox"]');
}

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
 * offers it (its `[data-shortcut="new"]` control or a link to a create screen).
 */
export function KeyboardShortcuts() {
  const intl = useIntl();
  const canGo = useCanGo();
  const [palette, setPalette] = useState(false);
  const [help, setHelp] = useState(false);
  const pendingGo = useRef(0);

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
        setHelp(true);
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
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [canGo]);

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
      <CommandPalette open={palette} onOpenChange={setPalette} onShowShortcuts={() => setHelp(true)} />
      <Dialog open={help} onOpenChange={setHelp}>
        <DialogContent closeLabel={intl.formatMessage({ id: 'common.close' })}>
          <DialogHeader>
            <DialogTitle>
              <FormattedMessage {...staffMsg('staff.shortcuts.title')} />
            </DialogTitle>
          </DialogHeader>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {rows.map(([keys, text]) => (
              <div key={keys} className="contents">
                <dt>
                  <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">{keys}</kbd>
                </dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
        </DialogContent>
      </Dialog>
    </>
  );
}
