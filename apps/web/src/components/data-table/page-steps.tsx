import { FormattedMessage } from 'react-intl';

import { Button } from '@backoffice/ui';

/**
 * Previous and Next around 'Page n of m', for rows the browser already holds and shows a page at a
 * time (a report's first rows, the failures of a parsed file). `page` counts from 0.
 */
export function PageSteps({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        <FormattedMessage id="dataTable.stepPrevious" />
      </Button>
      <FormattedMessage id="dataTable.pageOf" values={{ page: page + 1, pages }} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={page + 1 >= pages}
        onClick={() => onPage(page + 1)}
      >
        <FormattedMessage id="dataTable.stepNext" />
      </Button>
    </div>
  );
}
