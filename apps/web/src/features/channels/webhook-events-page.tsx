import { z } from 'zod';
import { FormattedMessage, useIntl } from 'react-intl';

import {
  WEBHOOK_EVENT_EXAMPLES,
  WEBHOOK_EVENT_PAYLOADS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from '@backoffice/shared';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@backoffice/ui';

import { PageHeader } from '../../components/page';
import { eventMeaningId } from './labels';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  description?: string;
  anyOf?: JsonSchema[];
}

/** One field of an event's data as the page lists it: where it is, what it holds, what it means. */
interface EventField {
  path: string;
  kind: string;
  description: string;
}

/** What a field holds, in a line: its type, the values it takes, its format, whether it may be null. */
function kindOf(schema: JsonSchema): string {
  const branches = schema.anyOf ?? [schema];
  return branches
    .map((branch) => {
      if (branch.enum) return branch.enum.map((value) => JSON.stringify(value)).join(' | ');
      if (branch.const !== undefined) return JSON.stringify(branch.const);
      const type = Array.isArray(branch.type) ? branch.type.join(' | ') : (branch.type ?? 'any');
      return branch.format ? `${type} (${branch.format})` : type;
    })
    .join(' | ');
}

/** Every leaf field of a JSON schema, objects walked through, `data.order.status` style. */
function fieldsOf(schema: JsonSchema, prefix: string): EventField[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const path = `${prefix}.${name}`;
    if (property.properties) return fieldsOf(property, path);
    return [{ path, kind: kindOf(property), description: property.description ?? '' }];
  });
}

/** The fields of an event's `data`, from the schema the server writes it with and the document lists. */
const eventFields = (type: WebhookEventType) =>
  fieldsOf(z.toJSONSchema(WEBHOOK_EVENT_PAYLOADS[type], { io: 'output' }) as JsonSchema, 'data');

const EXAMPLE_TIME = '2026-03-02T09:30:00.000Z';

function EventCard({ type }: { type: WebhookEventType }) {
  const intl = useIntl();
  const meaning = eventMeaningId(type);
  const headingId = `event-${type.replace(/[._]/g, '-')}`;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId} className="font-mono text-base">
          {type}
        </CardTitle>
        {meaning ? (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage id={meaning} />
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4 lg:grid-cols-2">
        <Table
          aria-label={intl.formatMessage({ id: 'channels.events.fieldsOf' }, { event: type })}
          containerClassName="rounded-md border"
        >
          <TableHeader>
            <TableRow>
              <TableHead scope="col">
                <FormattedMessage id="channels.events.col.field" />
              </TableHead>
              <TableHead scope="col">
                <FormattedMessage id="channels.events.col.kind" />
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {eventFields(type).map((field) => (
              <TableRow key={field.path}>
                <TableCell className="align-top font-mono text-xs">{field.path}</TableCell>
                <TableCell className="text-xs whitespace-normal">
                  <span className="font-mono">{field.kind}</span>
                  {field.description ? (
                    <span className="block text-muted-foreground">{field.description}</span>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <figure className="grid content-start gap-1">
          <figcaption className="text-sm text-muted-foreground">
            <FormattedMessage id="channels.events.example" />
          </figcaption>
          <pre
            tabIndex={0}
            className="overflow-auto rounded-md bg-muted p-3 font-mono text-xs"
            aria-label={intl.formatMessage({ id: 'channels.events.exampleOf' }, { event: type })}
          >
            {JSON.stringify({ type, timestamp: EXAMPLE_TIME, data: WEBHOOK_EVENT_EXAMPLES[type] }, null, 2)}
          </pre>
        </figure>
      </CardContent>
    </Card>
  );
}

/**
 * /settings/webhooks/events: every event an endpoint may be sent, with the fields of its data and an
 * example body, for an administrator setting up a channel. The same schemas make the OpenAPI
 * document's `webhooks`, which a channel's developer generates types from.
 */
export function WebhookEventsPage() {
  return (
    <>
      <PageHeader
        description={
          <FormattedMessage
            id="channels.events.intro"
            values={{ code: (text) => <code className="text-xs">{text}</code> }}
          />
        }
      />
      <div className="grid gap-4">
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <EventCard key={type} type={type} />
        ))}
      </div>
    </>
  );
}
