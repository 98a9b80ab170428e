import { TIME_ZONE, type VersionedEntityType } from '@backoffice/shared';
import { Button } from '@backoffice/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useTRPC } from '../../lib/trpc';
import { type ZodForm } from '../form';
import { formatMoment } from './moment';

/** How long typing pauses before the draft is kept. */
const AUTOSAVE_MS = 1500;

/**
 * Keeps what the person types into a long text's edit form as their one draft of the record, never
 * published (the record changes only when they save); offers a draft left earlier back, or to discard.
 */
export function DraftAutosave({
  form,
  entityType,
  entityId,
}: {
  form: ZodForm<Record<string, unknown>>;
  entityType: VersionedEntityType;
  entityId: string;
}) {
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const record = { entity_type: entityType, entity_id: entityId };
  const draft = useQuery({ ...trpc.content.getDraft.queryOptions(record), staleTime: Infinity });
  const save = useMutation(trpc.content.saveDraft.mutationOptions());
  const discard = useMutation(trpc.content.discardDraft.mutationOptions());
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [offered, setOffered] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The form object is new at each render; the pending save reads the latest one (dirty or saved).
  const latest = useRef(form);
  useEffect(() => {
    latest.current = form;
  });
  const { rhf } = form;
  const { mutate } = save;

  useEffect(() => {
    const subscription = rhf.watch(() => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const current = latest.current;
        // Saved meanwhile (the form starts over from what was saved): the server has dropped the draft.
        if (!current.isDirty) return;
        mutate(
          { ...record, values: current.values },
          { onSuccess: (answer) => setSavedAt(answer.data.update_at) },
        );
      }, AUTOSAVE_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
    };
    // The record is fixed for the form's life (the page keys the form by it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rhf, mutate]);

  const left = draft.data?.data;
  const forget = () => {
    setOffered(false);
    discard.mutate(record, {
      onSuccess: () =>
        void queryClient.invalidateQueries({ queryKey: trpc.content.getDraft.queryKey(record) }),
    });
  };
  return (
    <div className="grid gap-2">
      {left && offered && savedAt === null ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
        >
          <span className="me-auto">
            <FormattedMessage id="drafts.found" values={{ date: formatMoment(intl, left.update_at) }} />
          </span>
          <Button
            type="button"
            size="sm"
            onClick={() => {
              form.setValues(left.values);
              setOffered(false);
            }}
          >
            <FormattedMessage id="drafts.resume" />
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={forget}>
            <FormattedMessage id="drafts.discard" />
          </Button>
        </div>
      ) : null}
      <p aria-live="polite" className="min-h-5 text-xs text-muted-foreground">
        {savedAt ? (
          <FormattedMessage
            id="drafts.saved"
            values={{ time: intl.formatTime(savedAt, { timeStyle: 'short', timeZone: TIME_ZONE }) }}
          />
        ) : null}
      </p>
    </div>
  );
}
