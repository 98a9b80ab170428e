import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@backoffice/ui';
import { useQuery } from '@tanstack/react-query';
import { Command } from 'cmdk';
import {
  Building2Icon,
  CornerDownLeftIcon,
  KeyboardIcon,
  LogOutIcon,
  type LucideIcon,
  PlusIcon,
  ShoppingCartIcon,
  SmartphoneIcon,
  StoreIcon,
  UserIcon,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';

import { useTRPC } from '../../lib/trpc';
import { HOME_PATH, PROFILE_PATH, USERS_PATH } from '../paths';
import { appRoutes } from '../routes/app-routes';
import { navSections } from '../routing';
import { COMPANY_PATHS } from '../../features/company/paths';
import { ORDERS_PATH } from '../../features/orders/paths';
import { LOGOUT_PATH, useCurrentUser } from '../session';
import { useRegisteredScreenActions } from '../../components/screen-actions';
import { staffMsg } from '../../components/staff-messages';
import { useDebounced } from '../../hooks/use-debounced';

/** `g` then one of these letters goes to the section. */
export const GO_TO_KEYS: Readonly<Record<string, string>> = {
  h: HOME_PATH,
  u: USERS_PATH,
  c: COMPANY_PATHS.list,
  p: PROFILE_PATH,
  o: ORDERS_PATH,
};

const SEARCH_MIN = 2;

/** The kinds of records the server search finds, in the order the palette lists them. */
const SEARCH_GROUPS: readonly {
  kind: string;
  headingId: Parameters<typeof staffMsg>[0];
  icon: LucideIcon;
}[] = [
  { kind: 'user', headingId: 'staff.palette.users', icon: UserIcon },
  { kind: 'company', headingId: 'staff.palette.companies', icon: Building2Icon },
  { kind: 'order', headingId: 'staff.palette.orders', icon: ShoppingCartIcon },
  { kind: 'offer', headingId: 'staff.palette.offers', icon: SmartphoneIcon },
  { kind: 'store', headingId: 'staff.palette.stores', icon: StoreIcon },
];

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm aria-selected:bg-accent aria-selected:text-accent-foreground [&_svg]:size-4 [&_svg]:text-muted-foreground';
const groupClass =
  'overflow-hidden p-1 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground';

/**
 * Ctrl+K / Cmd+K: the screens the user may open (from the route table), users, companies, orders,
 * offers and stores found by one server search (`search.global`, each kind for the roles that may
 * open it), the current screen's actions (useScreenActions) and the common ones.
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
  const screenActions = useRegisteredScreenActions();
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
            {screenActions.length > 0 ? (
              <Command.Group
                heading={intl.formatMessage(staffMsg('staff.palette.thisScreen'))}
                className={groupClass}
              >
                {screenActions.map((action) => {
                  const Icon = action.icon ?? CornerDownLeftIcon;
                  return (
                    <Command.Item
                      key={`screen-${action.id}`}
                      value={`action ${action.label} ${action.id}`}
                      onSelect={() => {
                        onOpenChange(false);
                        action.run();
                      }}
                      className={itemClass}
                    >
                      <Icon aria-hidden="true" />
                      {action.label}
                    </Command.Item>
                  );
                })}
              </Command.Group>
            ) : null}
            {SEARCH_GROUPS.map(({ kind, headingId, icon: Icon }) => {
              const group = found.filter((hit) => hit.kind === kind);
              return group.length > 0 ? (
                <Command.Group
                  key={kind}
                  heading={intl.formatMessage(staffMsg(headingId))}
                  className={groupClass}
                >
                  {group.map((hit) => (
                    <Command.Item
                      key={hit.id}
                      value={`${kind} ${hit.title} ${hit.subtitle} ${hit.id}`}
                      keywords={[debounced]}
                      onSelect={() => go(hit.href)}
                      className={itemClass}
                    >
                      <Icon aria-hidden="true" />
                      <span className="truncate">{hit.title}</span>
                      <span className="ml-auto truncate text-xs text-muted-foreground">{hit.subtitle}</span>
                    </Command.Item>
                  ))}
                </Command.Group>
              ) : null;
            })}
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
                onSelect={() => go(COMPANY_PATHS.create)}
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
