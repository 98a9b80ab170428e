import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { type AppMessageId } from '../../i18n';

export interface DetailItem {
  labelId: AppMessageId;
  value: ReactNode;
}

/** Label and value pairs of a read-only record; an empty value shows a dash. */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
      {items.map((item) => (
        <div key={item.labelId} className="contents">
          <dt className="text-sm font-medium text-muted-foreground">
            <FormattedMessage id={item.labelId} />
          </dt>
          <dd className="min-w-0 text-sm break-words whitespace-pre-wrap">
            {item.value === '' || item.value === null || item.value === undefined ? '—' : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
