import { type FieldChange, textDiff, type VersionedEntityType } from '@backoffice/shared';

/** A field's change as the compare call answers it (unknown values may be absent). */
type ChangeShown = Omit<FieldChange, 'from' | 'to'> & { from?: unknown; to?: unknown };
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Skeleton,
} from '@backoffice/ui';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';

import { useTRPC } from '../../lib/trpc';
import { auditFieldLabel } from '../audit-labels';

/** A value as a reader sees it: text as it is, anything else as compact JSON; empty said so. */
function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function EmptyValue() {
  return (
    <span className="text-muted-foreground italic">
      <FormattedMessage id="versions.empty.value" />
    </span>
  );
}

/** Text and rich text word by word: removed words struck through, added ones underlined. */
function WordDiff({ change }: { change: ChangeShown }) {
  const parts = textDiff(shownValue(change.from), shownValue(change.to), change.kind === 'rich_text');
  return (
    <p className="whitespace-pre-wrap break-words text-sm">
      {parts.map((part, index) =>
        part.change === 'removed' ? (
          <del
            key={index}
            className="bg-red-50 text-red-800 line-through decoration-2 dark:bg-red-950 dark:text-red-300"
          >
            {part.text}
          </del>
        ) : part.change === 'added' ? (
          <ins
            key={index}
            className="bg-green-50 text-green-800 underline decoration-2 dark:bg-green-950 dark:text-green-300"
          >
            {part.text}
          </ins>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/** Any other value: before and after, each labelled. */
function ValueChange({ change }: { change: ChangeShown }) {
  const [from, to] = [shownValue(change.from), shownValue(change.to)];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-muted-foreground">
        <FormattedMessage id="versions.removed" />
      </dt>
      <dd className="break-all">{from ? <del>{from}</del> : <EmptyValue />}</dd>
      <dt className="text-muted-foreground">
        <FormattedMessage id="versions.added" />
      </dt>
      <dd className="break-all">{to ? <ins className="no-underline">{to}</ins> : <EmptyValue />}</dd>
    </dl>
  );
}

/** Two versions of a record compared field by field, in a dialog. */
export function VersionCompareDialog({
  entityType,
  entityId,
  from,
  to,
  onClose,
}: {
  entityType: VersionedEntityType;
  entityId: string;
  from: number;
  to: number;
  onClose: () => void;
}) {
  const intl = useIntl();
  const trpc = useTRPC();
  const compared = useQuery(
    trpc.content.compareVersions.queryOptions({ entity_type: entityType, entity_id: entityId, from, to }),
  );
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="versions.compareTitle" values={{ from, to }} />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage id="versions.compareText" />
          </DialogDescription>
        </DialogHeader>
        {compared.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : compared.isError ? (
          <p className="text-sm text-destructive">
            <FormattedMessage id="page.loadErrorText" />
          </p>
        ) : compared.data.data.fields.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage id="versions.noDifference" />
          </p>
        ) : (
          <div className="grid gap-4">
            {compared.data.data.fields.map((change) => (
              <section key={change.field} className="grid gap-1 border-b pb-3 last:border-b-0">
                <h3 className="text-sm font-semibold">{auditFieldLabel(intl, change.field)}</h3>
                {change.kind === 'value' ? <ValueChange change={change} /> : <WordDiff change={change} />}
              </section>
            ))}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
