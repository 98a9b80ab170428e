import { FIELD_LIMITS, type PersonIdentity, type PersonQuery } from '@backoffice/shared';
import { Card, CardContent, EmptyState } from '@backoffice/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';

import { type SimpleColumn, SimpleTable } from '../../components/data-table';
import { useSpecFeedback } from '../../components/feedback';
import { Form, SubmitRow, TextField, useZodForm } from '../../components/form';
import { PageHeader } from '../../components/page';
import { useTRPC } from '../../lib/trpc';
import { ErasurePanel } from './erasure-panel';
import { ExportPanel } from './export-panel';
import { placeLabelId, type Place } from './places';

/** The three ways to find someone, as typed; the server checks each (errors under their fields). */
const searchSchema = z.object({ email: z.string(), phone: z.string(), fiscal_code: z.string() });
type Search = z.infer<typeof searchSchema>;

const COLUMNS: SimpleColumn<Place>[] = [
  {
    key: 'place',
    header: <FormattedMessage id="personalData.col.place" />,
    cell: (row) => <FormattedMessage id={placeLabelId(row.table)} />,
  },
  {
    key: 'rows',
    header: <FormattedMessage id="personalData.col.rows" />,
    cell: (row) => row.count,
    className: 'text-right tabular-nums',
  },
];

/** Blank fields are left out of the search. */
const asked = (search: Search): PersonQuery =>
  Object.fromEntries(Object.entries(search).filter(([, value]) => value.trim() !== ''));

function KnownAs({ identity }: { identity: PersonIdentity }) {
  const known = [...identity.names, ...identity.emails, ...identity.phones, ...identity.fiscal_codes];
  return (
    <p className="text-sm break-words">
      <span className="font-medium">
        <FormattedMessage id="personalData.knownAs" />:
      </span>{' '}
      {known.join(', ')}
    </p>
  );
}

/**
 * /settings/personal-data: an administrator finds what is held about a customer (their orders,
 * messages, emails…), counted per place, to answer their request to see or erase it.
 */
export function FindPersonPage() {
  const intl = useIntl();
  const trpc = useTRPC();
  const report = useSpecFeedback();
  const find = useMutation(trpc.personalData.find.mutationOptions());
  const [found, setFound] = useState<{
    query: PersonQuery;
    identity: PersonIdentity;
    places: Place[];
  } | null>(null);
  const form = useZodForm({
    schema: searchSchema,
    initialValues: { email: '', phone: '', fiscal_code: '' },
    guardUnsaved: false,
    onSubmit: async (search) => {
      try {
        const query = asked(search);
        setFound({ query, ...(await find.mutateAsync(query)).response });
      } catch (error) {
        setFound(null);
        if (!form.setServerErrors(error)) void report.failed(error, 'msg.titleError');
      }
    },
  });
  const held = found?.places.filter((place) => place.count > 0) ?? [];
  return (
    <>
      <PageHeader />
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <p className="text-sm text-muted-foreground">
            <FormattedMessage id="personalData.intro" />
          </p>
          <Form form={form} className="grid max-w-xl gap-4">
            <TextField
              form={form}
              name="email"
              type="email"
              autoFocus
              maxLength={FIELD_LIMITS.loginEmailMax}
              label={<FormattedMessage id="personalData.field.email" />}
            />
            <TextField
              form={form}
              name="phone"
              type="tel"
              maxLength={FIELD_LIMITS.contactPhoneMax}
              label={<FormattedMessage id="personalData.field.phone" />}
            />
            <TextField
              form={form}
              name="fiscal_code"
              maxLength={16}
              autoCapitalize="characters"
              label={<FormattedMessage id="personalData.field.fiscalCode" />}
            />
            <SubmitRow form={form}>
              <FormattedMessage id="personalData.search" />
            </SubmitRow>
          </Form>
        </CardContent>
      </Card>
      {found ? (
        <Card>
          <CardContent className="grid gap-4 pt-6" aria-live="polite">
            {held.length === 0 ? (
              <EmptyState title={intl.formatMessage({ id: 'personalData.nothing' })} />
            ) : (
              <>
                <KnownAs identity={found.identity} />
                <SimpleTable
                  label={intl.formatMessage({ id: 'personalData.places' })}
                  columns={COLUMNS}
                  rows={held}
                  rowKey={(row) => row.table}
                />
                <div className="flex flex-wrap items-start gap-4">
                  <ExportPanel key={`export-${JSON.stringify(found.query)}`} query={found.query} />
                  <ErasurePanel
                    key={`erase-${JSON.stringify(found.query)}`}
                    query={found.query}
                    places={held}
                  />
                </div>
              </>
            )}
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}
