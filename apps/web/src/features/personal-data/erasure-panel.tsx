import { confirmsPerson, FIELD_LIMITS, type PersonQuery } from '@backoffice/shared';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Progress,
} from '@backoffice/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';

import { useSpecFeedback } from '../../components/feedback';
import { Form, TextField, useZodForm } from '../../components/form';
import { useTRPC } from '../../lib/trpc';
import { placeLabelId, type Place } from './places';

/** Asked again this often while the erasure's job runs. */
const POLL_MS = 1000;

/** What the administrator types: the email, phone or fiscal code they searched by. */
const confirmationOf = (query: PersonQuery) => query.email ?? query.phone ?? query.fiscal_code ?? '';

function ErasureForm({
  query,
  places,
  onStarted,
  onCancel,
}: {
  query: PersonQuery;
  places: Place[];
  onStarted: (erasureUuid: string) => void;
  onCancel: () => void;
}) {
  const trpc = useTRPC();
  const report = useSpecFeedback();
  const start = useMutation(trpc.personalData.startErasure.mutationOptions());
  const form = useZodForm({
    // The server checks the same, and says it under the field too.
    schema: z.object({
      confirmation: z.string().refine((typed) => confirmsPerson(query, typed), 'erasureNotConfirmed'),
    }),
    initialValues: { confirmation: '' },
    guardUnsaved: false,
    onSubmit: async ({ confirmation }) => {
      try {
        onStarted((await start.mutateAsync({ ...query, confirmation })).response.erasure_uuid);
      } catch (error) {
        if (!form.setServerErrors(error)) void report.failed(error, 'msg.titleError');
      }
    },
  });
  // No autoFocus: the dialog focuses its first field itself once it knows who opened it.
  return (
    <Form form={form}>
      <DialogHeader>
        <DialogTitle>
          <FormattedMessage id="personalData.erase.title" />
        </DialogTitle>
        <DialogDescription>
          <FormattedMessage id="personalData.erase.description" />
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-1 text-sm">
        <p className="font-medium">
          <FormattedMessage id="personalData.erase.willGo" />
        </p>
        <ul className="list-disc ps-5">
          {places.map((place) => (
            <li key={place.table}>
              <FormattedMessage id={placeLabelId(place.table)} />: {place.count}
            </li>
          ))}
        </ul>
      </div>
      <TextField
        form={form}
        name="confirmation"
        autoComplete="off"
        maxLength={FIELD_LIMITS.loginEmailMax}
        label={
          <FormattedMessage
            id="personalData.erase.confirmation"
            values={{ value: <strong className="break-all">{confirmationOf(query)}</strong> }}
          />
        }
      />
      <DialogFooter>
        <Button type="button" variant="outline" disabled={form.isSubmitting} onClick={onCancel}>
          <FormattedMessage id="msg.cancel" />
        </Button>
        <Button type="submit" variant="destructive" loading={form.isSubmitting}>
          <FormattedMessage id="personalData.erase.confirm" />
        </Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * "Erase their data": a question that shows what will go and takes the person's email, phone or fiscal
 * code typed again (a recent confirmation of who the administrator is may be asked first), then the
 * erasure's progress and what it erased.
 */
export function ErasurePanel({ query, places }: { query: PersonQuery; places: Place[] }) {
  const intl = useIntl();
  const trpc = useTRPC();
  const [asking, setAsking] = useState(false);
  const [erasureUuid, setErasureUuid] = useState<string | null>(null);
  const status = useQuery({
    ...trpc.personalData.erasureStatus.queryOptions({ erasure_uuid: erasureUuid ?? '' }),
    enabled: erasureUuid !== null,
    refetchInterval: (current) =>
      current.state.data?.response.status === 'succeeded' || current.state.data?.response.status === 'failed'
        ? false
        : POLL_MS,
  });
  const answer = status.data?.response;

  if (!erasureUuid) {
    return (
      <Dialog open={asking} onOpenChange={setAsking}>
        {/* The trigger takes the focus back when the question closes. */}
        <DialogTrigger asChild>
          <Button type="button" variant="destructive" className="justify-self-start">
            <Trash2Icon aria-hidden="true" />
            <FormattedMessage id="personalData.erase.start" />
          </Button>
        </DialogTrigger>
        <DialogContent>
          {asking ? (
            <ErasureForm
              query={query}
              places={places}
              onCancel={() => setAsking(false)}
              onStarted={(uuid) => {
                setAsking(false);
                setErasureUuid(uuid);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    );
  }
  if (!answer || answer.status === 'pending' || answer.status === 'running') {
    return (
      <div className="grid gap-2" role="status">
        <p className="text-sm">
          <FormattedMessage id="personalData.erase.running" />
        </p>
        <Progress
          value={answer ? answer.done : null}
          max={answer?.total || 1}
          aria-label={intl.formatMessage({ id: 'personalData.erase.running' })}
        />
      </div>
    );
  }
  if (answer.status === 'failed') {
    return (
      <p role="alert" className="text-sm text-destructive">
        <FormattedMessage id="personalData.erase.failed" />
      </p>
    );
  }
  const erased = answer.erased.filter((place) => place.count > 0);
  return (
    <div className="grid gap-1 text-sm" role="status">
      <p className="font-medium">
        <FormattedMessage
          id="personalData.erase.done"
          values={{ count: erased.reduce((sum, place) => sum + place.count, 0) }}
        />
      </p>
      <ul className="list-disc ps-5">
        {erased.map((place) => (
          <li key={place.place}>
            <FormattedMessage id={placeLabelId(place.place)} />: {place.count}
          </li>
        ))}
      </ul>
    </div>
  );
}
