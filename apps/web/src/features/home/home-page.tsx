import { Card, CardDescription, CardHeader, CardTitle } from '@backoffice/ui';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';

import { appRoutes } from '../../app/routes/app-routes';
import { type AppRoute, NAV_GROUP_TITLE_IDS } from '../../app/routes/route-types';
import { canOpen, homeSections } from '../../app/routing';
import { useCurrentUser } from '../../app/session';
import { PageHeader } from '../../components/page';
import { BusinessDashboard } from './business-dashboard';
import { ORDERS_PATH } from '../orders/paths';

function SectionCard({ route }: { route: AppRoute }) {
  const Icon = route.nav?.icon;
  return (
    <Card className="relative transition-colors focus-within:ring-[3px] focus-within:ring-ring/50 hover:bg-accent/50">
      <CardHeader>
        <CardTitle as="h3" className="flex items-center gap-2">
          {Icon ? <Icon aria-hidden="true" className="size-5 text-primary" /> : null}
          {/* The whole card is clickable; the link's name stays the section's title. */}
          <Link href={route.path} className="outline-none after:absolute after:inset-0">
            <FormattedMessage id={route.titleId} />
          </Link>
        </CardTitle>
        {route.home ? (
          <CardDescription>
            <FormattedMessage id={route.home.descriptionId} />
          </CardDescription>
        ) : null}
      </CardHeader>
    </Card>
  );
}

/** Whether the role may open the order list, and so see the business figures. */
function maySeeOrders(systemRole: number): boolean {
  const orders = appRoutes.find((route) => route.path === ORDERS_PATH);
  return orders !== undefined && canOpen(orders.access, systemRole);
}

/**
 * The business figures for the roles that see orders (issue 11 §5), then cards linking to the
 * sections the user's role may open (spec 000, sections 2 and 6).
 */
export function HomePage() {
  const user = useCurrentUser();
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
  return (
    <>
      <PageHeader
        description={<FormattedMessage id="home.intro" values={{ name, sex: user.sex ?? 'n' }} />}
      />
      {maySeeOrders(user.system_role) ? <BusinessDashboard /> : null}
      {homeSections(user.system_role, appRoutes).map((section) => {
        const titleId = NAV_GROUP_TITLE_IDS[section.group];
        return (
          <section key={section.group} aria-labelledby={`home-${section.group}`} className="grid gap-3">
            {titleId ? (
              <h2 id={`home-${section.group}`} className="text-lg font-semibold">
                <FormattedMessage id={titleId} />
              </h2>
            ) : null}
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {section.routes.map((route) => (
                <SectionCard key={route.path} route={route} />
              ))}
            </div>
          </section>
        );
      })}
    </>
  );
}
