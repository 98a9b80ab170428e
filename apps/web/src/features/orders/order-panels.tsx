import { PencilIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { formatDate, formatEuro } from '@backoffice/shared';
import { Button, Card, CardAction, CardContent, CardHeader, CardTitle, cn } from '@backoffice/ui';

import { type AppMessageId } from '../../i18n';

/** One panel of the order page: a titled card (an `h2`, so the page reads as an outline). */
export function Panel({
  titleId,
  onEdit,
  editDisabled,
  className,
  children,
}: {
  titleId: AppMessageId;
  /** Adds an Edit button opening the panel's dialog. */
  onEdit?: () => void;
  editDisabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const headingId = useId();
  const title = intl.formatMessage({ id: titleId });
  return (
    // min-w-0: a wide table scrolls inside its panel instead of widening the page's grid.
    <Card aria-labelledby={headingId} role="region" className={cn('min-w-0 gap-4', className)}>
      <CardHeader>
        <CardTitle as="h2" id={headingId} className="text-base">
          {title}
        </CardTitle>
        {onEdit ? (
          <CardAction>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={editDisabled}
              aria-label={intl.formatMessage({ id: 'orders.action.editOf' }, { panel: title })}
              onClick={onEdit}
            >
              <PencilIcon aria-hidden="true" />
              <FormattedMessage id="orders.action.edit" />
            </Button>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Order pages show times in full, DD.MM.YYYY HH:mm:ss in Europe/Rome. */
export const orderTime = (value: string | null | undefined) => formatDate(value, 'DD.MM.YYYY HH:mm:ss');
export const euro = (value: string | number | null | undefined) => formatEuro(value);
