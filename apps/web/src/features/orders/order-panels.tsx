import { PencilIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { formatDate, formatEuro } from '@backoffice/shared';
import {
  Button,
  Card,
  CardAction,
  CardContent,
  CardHeader,
  CardTitle,
  cn,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@backoffice/ui';

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
    <Card aria-labelledby={headingId} role="region" className={cn('gap-4', className)}>
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

/** Order pages show times as DD-MM-YYYY (HH:mm:s) in Europe/Rome. */
export const orderTime = (value: string | null | undefined) => formatDate(value, 'DD-MM-YYYY (HH:mm:s)');
export const euro = (value: string | number | null | undefined) => formatEuro(value);

export interface SimpleColumn<Row> {
  titleId: AppMessageId;
  cell: (row: Row) => ReactNode;
  className?: string;
}

/** A small read-only table of a panel (histories, donor operators); all rows, no paging. */
export function SimpleTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  emptyId,
  isLoading,
}: {
  label: string;
  rows: readonly Row[] | undefined;
  columns: readonly SimpleColumn<Row>[];
  rowKey: (row: Row, index: number) => string;
  emptyId: AppMessageId;
  isLoading?: boolean;
}) {
  const intl = useIntl();
  if (!rows)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {isLoading ? intl.formatMessage({ id: 'msg.loading' }) : null}
      </p>
    );
  if (rows.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id={emptyId} />
      </p>
    );
  return (
    <Table aria-label={label} containerClassName="rounded-md border">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {columns.map((column) => (
            <TableHead key={column.titleId} scope="col" className={column.className}>
              <FormattedMessage id={column.titleId} />
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={rowKey(row, index)}>
            {columns.map((column) => (
              <TableCell key={column.titleId} className={column.className}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
