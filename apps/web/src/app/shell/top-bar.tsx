import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  SidebarTrigger,
} from '@backoffice/ui';
import { CircleUserRoundIcon, LogOutIcon, UserRoundIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';

import { LocaleSwitch } from '../locale-switch';
import { PROFILE_PATH } from '../paths';
import { LOGOUT_PATH, useCurrentUser } from '../session';

/** The user's email with the account menu (profile, log out) and the language switch. */
export function TopBar() {
  const intl = useIntl();
  const user = useCurrentUser();
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/95 px-4 backdrop-blur">
      <SidebarTrigger label={intl.formatMessage({ id: 'nav.openMenu' })} />
      <div className="flex-1" />
      <LocaleSwitch />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            className="max-w-[40vw] sm:max-w-64"
            aria-label={intl.formatMessage({ id: 'shell.accountMenu' }, { email: user.email })}
          >
            <CircleUserRoundIcon aria-hidden="true" />
            <span className="truncate">{user.email}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-48">
          <DropdownMenuItem asChild>
            <Link href={PROFILE_PATH}>
              <UserRoundIcon aria-hidden="true" />
              <FormattedMessage id="shell.profile" />
            </Link>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link href={LOGOUT_PATH}>
              <LogOutIcon aria-hidden="true" />
              <FormattedMessage id="shell.logout" />
            </Link>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </header>
  );
}
