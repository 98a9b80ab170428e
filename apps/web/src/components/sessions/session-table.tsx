import { LogOutIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';

import { formatDate, type SignInMethod } from '@backoffice/shared';
import { Badge, Button, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@backoffice/ui';

/** A session as the sessions calls answer it. */
export interface SessionRow {
  uuid: string;
  current: boolean;
  browser: string;
  system: string;
  ip: string | null;
  method: SignInMethod;
  created_at: string;
  last_seen_at: string;
}

const dateTime = (value: string) => formatDate(value, 'DD.MM.YYYY HH:mm');
const COLUMN_TITLE_IDS = [
  'sessions.col.device',
  'sessions.col.address',
  'sessions.col.since',
  'sessions.col.lastSeen',
  'sessions.col.actions',
] as const;

/**
 * Where someone is signed in: one row per session (browser and system, address, how it was opened,
 * first and last seen) with a button that ends it; the caller's own session is marked.
 */
export function SessionTable({
  rows,
  labelId,
  onEnd,
  ending,
}: {
  rows: readonly SessionRow[];
  labelId: 'sessions.list' | 'sessions.listOf';
  onEnd: (row: SessionRow) => void;
  /** The session being ended, whose button waits. */
  ending: string | null;
}) {
  const intl = useIntl();
  const deviceOf = (row: SessionRow) =>
    [row.browser, row.system].filter(Boolean).join(', ') ||
    intl.formatMessage({ id: 'sessions.unknownDevice' });
  return (
    <Table aria-label={intl.formatMessage({ id: labelId })} containerClassName="rounded-md border">
      <TableHeader>
        <TableRow>
          {COLUMN_TITLE_IDS.map((id) => (
            <TableHead key={id} scope="col">
              <FormattedMessage id={id} />
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.uuid}>
            <TableCell className="whitespace-normal">
              <span className="grid gap-1">
                <span className="font-medium">{deviceOf(row)}</span>
                <span className="flex flex-wrap gap-1">
                  {row.current ? (
                    <Badge variant="success">
                      <FormattedMessage id="sessions.current" />
                    </Badge>
                  ) : null}
                  {row.method === 'impersonation' ? (
                    <Badge variant="warning">
                      <FormattedMessage id="sessions.impersonation" />
                    </Badge>
                  ) : null}
                  {row.method !== 'password' && row.method !== 'impersonation' ? (
                    <Badge variant="outline">
                      <FormattedMessage id={`sessions.method.${row.method}`} />
                    </Badge>
                  ) : null}
                </span>
              </span>
            </TableCell>
            <TableCell className="font-mono text-xs">{row.ip ?? '—'}</TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{dateTime(row.created_at)}</TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{dateTime(row.last_seen_at)}</TableCell>
            <TableCell>
              <Button
                variant="outline"
                size="sm"
                loading={ending === row.uuid}
                aria-label={intl.formatMessage({ id: 'sessions.endLabel' }, { device: deviceOf(row) })}
                onClick={() => onEnd(row)}
              >
                <LogOutIcon aria-hidden="true" />
                <FormattedMessage id={row.current ? 'sessions.endCurrent' : 'sessions.end'} />
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
