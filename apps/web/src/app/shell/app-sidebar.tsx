import {
  Sidebar,
  SidebarContent,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
} from '@backoffice/ui';
import { SmartphoneIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';

import { type AppMessageId } from '../../i18n';
import { HOME_PATH } from '../paths';
import { appRoutes } from '../routes/app-routes';
import { type AppRoute, NAV_GROUP_TITLE_IDS, type NavBadge } from '../routes/route-types';
import { isSectionActive, navSections } from '../routing';
import { useCurrentUser } from '../session';
import { useNewOrdersCount } from './use-new-orders-count';

const BADGE_TEXT_IDS = { newOrders: 'nav.newOrders' } as const satisfies Record<NavBadge, AppMessageId>;

/** A count beside a menu entry, read out as e.g. "9 new orders". */
function CountBadge({ badge, count }: { badge: NavBadge; count: number }) {
  return (
    <>
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">
        <FormattedMessage id={BADGE_TEXT_IDS[badge]} values={{ count }} />
      </span>
    </>
  );
}

function NavEntry({
  route,
  location,
  badgeCount,
}: {
  route: AppRoute;
  location: string;
  badgeCount?: number;
}) {
  const Icon = route.nav?.icon;
  const badge = route.nav?.badge;
  return (
    <SidebarMenuItem>
      <SidebarMenuButton
        asChild
        isActive={isSectionActive(route, location)}
        badge={badge && badgeCount ? <CountBadge badge={badge} count={badgeCount} /> : undefined}
      >
        <Link href={route.path}>
          {Icon ? <Icon aria-hidden="true" /> : null}
          <span>
            <FormattedMessage id={route.titleId} />
          </span>
        </Link>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}

/** The menu by role (spec 000, section 6), grouped as the route table says. */
export function AppSidebar() {
  const intl = useIntl();
  const user = useCurrentUser();
  const [location] = useLocation();
  const badgeCounts: Record<NavBadge, number | undefined> = { newOrders: useNewOrdersCount() };
  return (
    <Sidebar>
      <SidebarHeader>
        <Link href={HOME_PATH} className="flex items-center gap-2 rounded-md px-2 py-1.5 font-semibold">
          <SmartphoneIcon aria-hidden="true" className="size-5 text-primary" />
          <FormattedMessage id="app.name" />
        </Link>
      </SidebarHeader>
      <SidebarContent asNav aria-label={intl.formatMessage({ id: 'nav.label' })}>
        {navSections(user.system_role, appRoutes).map((section) => {
          const titleId = NAV_GROUP_TITLE_IDS[section.group];
          return (
            <SidebarGroup key={section.group}>
              {titleId ? (
                <SidebarGroupLabel>
                  <FormattedMessage id={titleId} />
                </SidebarGroupLabel>
              ) : null}
              <SidebarGroupContent>
                <SidebarMenu>
                  {section.routes.map((route) => (
                    <NavEntry
                      key={route.path}
                      route={route}
                      location={location}
                      badgeCount={route.nav?.badge ? badgeCounts[route.nav.badge] : undefined}
                    />
                  ))}
                </SidebarMenu>
              </SidebarGroupContent>
            </SidebarGroup>
          );
        })}
      </SidebarContent>
    </Sidebar>
  );
}
