import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@backoffice/ui';
import { useQuery } from '@tanstack/react-query';
import { Command } from 'cmdk';
import {
  Building2Icon,
  CornerDownLeftIcon,
  KeyboardIcon,
  LogOutIcon,
  PlusIcon,
  UserIcon,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';

import { useTRPC } from '../../lib/trpc';
import { PROFILE_PATH } from '../paths';
import { appRoutes } from '../routes/app-routes';
import { navSections } from '../routing';
import { LOGOUT_PATH, useCurrentUser } from '../session';
import { staffMsg } from './staff-messages';

/** `g` then one of these letters goes to the section. */
export const GO_TO_KEYS: Readonly<Record<string, string>> = {
  h: '/',
  u: '/admin/users',
  c: '/company/list',
  p: PROFILE_PATH,
  o: '/shop/orders',
};

const SEARCH_MIN = 2;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm aria-selected:bg-accent aria-selected:text-accent-foreground [&_svg]:size-4 [&_svg]:text-muted-foreground';
const groupClass =
  'overflow-hidden p-1 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground';

/**
 * Ctrl+K / Cmd+K: the screens the user may open (from the route table), users and companies found
 * by one server search (`search.global`, extended with orders, offers and stores as they land) and
 * the common actions.
 */
export function CommandPalette({
  open,
  onOpenChange,
  onShowShortcuts,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onShowShortcuts: () => void;
}) {
  const intl = useIntl();
  const trpc = useTRPC();
  const user = useCurrentUser();
  const [term, setTerm] = useState('');
  const debounced = useDebounced(term.trim(), 200);
  const hits = useQuery({
    ...trpc.search.global.queryOptions({ q: debounced }),
    enabled: open && debounced.length >= SEARCH_MIN,
    staleTime: 30_000,
  });
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) setTerm('');
    wasOpen.current = open;
  }, [open]);

  const go = (href: string) => {
    onOpenChange(false);
    navigate(href);
  };
  const screens = navSections(user.system_role, appRoutes).flatMap((section) => section.routes);
  const found = debounced.length >= SEARCH_MIN ? (hits.data?.data ?? []) : [];
  const users = found.filter((hit) => hit.kind === 'user');
  const companies = found.filter((hit) => hit.kind === 'company');

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-0 overflow-hidden p-0 sm:max-w-xl" showCloseButton={false}>
        <DialogHeader className="sr-only">
          <DialogTitle>
            <FormattedMessage {...staffMsg('staff.palette.open')} />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage {...staffMsg('staff.palette.placeholder')} />
          </DialogDescription>
        </DialogHeader>
        <Command label={intl.formatMessage(staffMsg('staff.palette.open'))} shouldFilter>
          <Command.Input
            value={term}
            onValueChange={setTerm}
            placeholder={intl.formatMessage(staffMsg('staff.palette.placeholder'))}
            aria-label={intl.formatMessage(staffMsg('staff.palette.placeholder'))}
            className="h-11 w-full border-b bg-transparent px-3 text-sm outline-none placeholder:text-muted-foreground"
          />
          <Command.List className="max-h-[60vh] overflow-y-auto p-1">
            <Command.Empty className="py-6 text-center text-sm text-muted-foreground">
              {hits.isFetching ? (
                <FormattedMessage {...staffMsg('staff.palette.searching')} />
              ) : (
                <FormattedMessage {...staffMsg('staff.palette.empty')} />
              )}
            </Command.Empty>
            {users.length > 0 ? (
              <Command.Group
                heading={intl.formatMessage(staffMsg('staff.palette.users'))}
                className={groupClass}
              >
                {users.map((hit) => (
                  <Command.Item
                    key={hit.id}
                    value={`user ${hit.title} ${hit.subtitle} ${hit.id}`}
                    keywords={[debounced]}
                    onSelect={() => go(hit.href)}
                    className={itemClass}
                  >
                    <UserIcon aria-hidden="true" />
                    <span className="truncate">{hit.title}</span>
                    <span className="ml-auto truncate text-xs text-muted-foreground">{hit.subtitle}</span>
                  </Command.Item>
                ))}
              </Command.Group>
            ) : null}
            {companies.length > 0 ? (
              <Command.Group
                heading={intl.formatMessage(staffMsg('staff.palette.companies'))}
                className={groupClass}
              >
                {companies.map((hit) => (
                  <Command.Item
                    key={hit.id}
                    value={`company ${hit.title} ${hit.subtitle} ${hit.id}`}
                    keywords={[debounced]}
                    onSelect={() => go(hit.href)}
                    className={itemClass}
                  >
                    <Building2Icon aria-hidden="true" />
                    <span className="truncate">{hit.title}</span>
                    <span className="ml-auto truncate text-xs text-muted-foreground">{hit.subtitle}</span>
                  </Command.Item>
                ))}
              </Command.Group>
            ) : null}
            <Command.Group
              heading={intl.formatMessage(staffMsg('staff.palette.screens'))}
              className={groupClass}
            >
              {screens.map((route) => {
                const Icon = route.nav?.icon ?? CornerDownLeftIcon;
                const title = intl.formatMessage({ id: route.titleId });
                return (
                  <Command.Item
                    key={route.path}
                    value={`screen ${title} ${route.path}`}
                    onSelect={() => go(route.path)}
                    className={itemClass}
                  >
                    <Icon aria-hidden="true" />
                    {title}
                  </Command.Item>
                );
              })}
            </Command.Group>
            <Command.Group
              heading={intl.formatMessage(staffMsg('staff.palette.actions'))}
              className={groupClass}
            >
              <Command.Item
                value={`action ${intl.formatMessage({ id: 'route.companyCreate' })}`}
                onSelect={() => go('/company/create')}
                className={itemClass}
              >
                <PlusIcon aria-hidden="true" />
                <FormattedMessage id="route.companyCreate" />
              </Command.Item>
              <Command.Item
                value={`action ${intl.formatMessage(staffMsg('staff.shortcuts.title'))}`}
                onSelect={() => {
                  onOpenChange(false);
                  onShowShortcuts();
                }}
                className={itemClass}
              >
                <KeyboardIcon aria-hidden="true" />
                <FormattedMessage {...staffMsg('staff.shortcuts.title')} />
              </Command.Item>
              <Command.Item
                value={`action ${intl.formatMessage({ id: 'shell.logout' })}`}
                onSelect={() => go(LOGOUT_PATH)}
                className={itemClass}
              >
                <LogOutIcon aria-hidden="true" />
                <FormattedMessage id="shell.logout" />
              </Command.Item>
            </Command.Group>
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
