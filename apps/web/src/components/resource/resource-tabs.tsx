import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';

import { cn } from '@backoffice/ui';

import { type AppMessageId } from '../../i18n';

/** Links between the screens of one section (Files and Categories, Slides and Display settings). */
export function ResourceTabs({
  tabs,
  labelId = 'resource.sections',
}: {
  tabs: readonly { path: string; titleId: AppMessageId }[];
  /** Accessible name of the links (default "Sections"). */
  labelId?: AppMessageId;
}) {
  const intl = useIntl();
  const [location] = useLocation();
  // The current tab is the one whose screen this is, or holds it (an offer's edit page is under Offers).
  const currentPath = tabs
    .map((tab) => tab.path)
    .filter((path) => location === path || location.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
  return (
    <nav aria-label={intl.formatMessage({ id: labelId })} className="flex flex-wrap gap-1 border-b">
      {tabs.map((tab) => {
        const current = tab.path === currentPath;
        return (
          <Link
            key={tab.path}
            href={tab.path}
            aria-current={current ? 'page' : undefined}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
              current
                ? 'border-primary text-foreground'
                : 'border-transparent text-muted-foreground hover:text-foreground',
            )}
          >
            <FormattedMessage id={tab.titleId} />
          </Link>
        );
      })}
    </nav>
  );
}
