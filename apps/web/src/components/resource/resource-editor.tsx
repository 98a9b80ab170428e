import { useIntl } from 'react-intl';

import { formatDate, isCreatedId, isVersionedEntityType } from '@backoffice/shared';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
} from '@backoffice/ui';

import { Form, SubmitRow, useChangeForm, type ZodForm } from '../form';
import { type ObjectSchema } from '../form';
import {
  editTitleIdOf,
  formValuesOf,
  type ResourceFieldSpec,
  type ResourceFormLayout,
  type ResourceFormSection,
  type ResourcePageDefinition,
} from './resource-definition';
import { DraftAutosave } from '../versions/draft-autosave';
import { ResourceField } from './resource-field';
import { useResourceWrites } from './use-resource-api';

type AnyForm = ZodForm<Record<string, unknown>>;

export interface ResourceFormProps<TRow> {
  definition: ResourcePageDefinition<TRow>;
  /** The record being edited; none when creating. */
  row?: TRow;
  /** After a successful save (the new id when creating, with the secret a create answers once). */
  onSaved: (id: string, secret?: string) => void;
}

/** A create's answer carrying a secret shown once: `{ uuid, secret }`. */
const isSecretAnswer = (answer: unknown): answer is { uuid: string; secret: string } =>
  typeof answer === 'object' &&
  answer !== null &&
  isCreatedId((answer as { uuid?: unknown }).uuid) &&
  typeof (answer as { secret?: unknown }).secret === 'string';

/** The id of the record being edited: every resource's rows carry their uuid. */
function uuidOf(row: unknown): string {
  if (typeof row !== 'object' || row === null || !('uuid' in row)) {
    throw new Error('The record being edited has no uuid');
  }
  return String(row.uuid);
}

/** Thrown when a create answers without a 36-character id: the spec counts that as a request error. */
export class CreateAnswerError extends Error {
  constructor(answer: unknown) {
    super(typeof answer === 'string' && answer ? answer : 'The server did not answer with the new id');
  }
}

function FieldRow({
  form,
  specs,
  mode,
}: {
  form: AnyForm;
  specs: readonly ResourceFieldSpec[];
  mode: 'create' | 'edit';
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {specs.map((spec) => (
        <ResourceField key={spec.name} form={form} spec={spec} mode={mode} />
      ))}
    </div>
  );
}

/**
 * The create or edit form state of a resource, from its declared schema: Save waits for the required
 * fields (and, when editing, for a change), success is a toast, a failure the spec's error dialog or
 * an error under its field, and leaving with unsaved changes asks first.
 */
function useResourceForm<TRow>({ definition, row, onSaved }: ResourceFormProps<TRow>): AnyForm {
  const intl = useIntl();
  const writes = useResourceWrites(definition);
  const mode = row ? 'edit' : 'create';
  const id = row ? uuidOf(row) : '';
  const schema: ObjectSchema = (mode === 'edit' && definition.form.editSchema) || definition.form.schema;
  const form = useChangeForm({
    schema,
    initialValues: row
      ? { ...formValuesOf(definition.form, row), ...definition.form.fromRow?.(row) }
      : { ...formValuesOf(definition.form, null), ...definition.form.defaults?.() },
    // A created secret's dialog says it was created.
    successId:
      mode === 'create'
        ? definition.secret
          ? null
          : (definition.texts.createdId ?? 'msg.created')
        : (definition.texts.updatedId ?? 'msg.updated'),
    successTitleId: 'msg.titleSuccess',
    invalidate: [writes.resourceKey],
    save: async (values) => {
      let savedId = id;
      let secret: string | undefined;
      if (mode === 'edit') await writes.update(id, values as Record<string, unknown>);
      else {
        const answer = await writes.create(values as Record<string, unknown>);
        if (definition.secret && isSecretAnswer(answer.response)) {
          ({ uuid: savedId, secret } = answer.response);
        } else if (!isCreatedId(answer.response)) {
          const { createErrorId } = definition.texts;
          const reply = typeof answer.response === 'string' ? answer.response : '';
          throw new CreateAnswerError(
            createErrorId ? intl.formatMessage({ id: createErrorId }) + reply : reply,
          );
        } else savedId = answer.response;
      }
      // Saved: leaving now must not ask about unsaved changes.
      form.allowNavigation(() => onSaved(savedId, secret));
    },
  });
  return form;
}

function ResourceFormBody<TRow>({
  form,
  definition,
  row,
}: {
  form: AnyForm;
  definition: ResourcePageDefinition<TRow>;
  row?: TRow;
}) {
  const intl = useIntl();
  const mode = row ? 'edit' : 'create';
  const layout = definition.form.fields;
  const { createSaveId } = definition.texts;
  const saveLabel = mode === 'create' && createSaveId ? intl.formatMessage({ id: createSaveId }) : undefined;
  const sections = 'sections' in layout ? layout.sections : null;
  const fieldsOf = (fields: ResourceFormLayout) =>
    fields.map((entry, index) =>
      isFieldRow(entry) ? (
        <FieldRow key={index} form={form} specs={entry} mode={mode} />
      ) : (
        <ResourceField key={entry.name} form={form} spec={entry} mode={mode} />
      ),
    );
  const { entityType } = definition;
  return (
    <Form form={form}>
      {row && entityType && isVersionedEntityType(entityType) && definition.wire.versions?.autosave ? (
        <DraftAutosave form={form} entityType={entityType} entityId={uuidOf(row)} />
      ) : null}
      {sections ? (
        <>
          <SectionJumpList sections={sections} />
          {sections.map((section) => (
            <section
              key={section.id}
              id={`section-${section.id}`}
              aria-labelledby={`section-${section.id}-title`}
              className="grid scroll-mt-4 gap-4 border-t pt-4 first-of-type:border-t-0 first-of-type:pt-0"
            >
              <h2 id={`section-${section.id}-title`} className="text-base font-semibold">
                {intl.formatMessage({ id: section.titleId })}
              </h2>
              {fieldsOf(section.fields)}
            </section>
          ))}
        </>
      ) : (
        fieldsOf(layout as ResourceFormLayout)
      )}
      {row && definition.timestamps?.length ? (
        <div className="grid gap-4 md:grid-cols-2">
          {definition.timestamps.map((stamp) => (
            <FormField key={stamp.field} label={intl.formatMessage({ id: stamp.labelId })}>
              <Input readOnly value={formatDate(String(row[stamp.field]), 'DD.MM.YYYY HH:mm')} />
            </FormField>
          ))}
        </div>
      ) : null}
      {sections ? (
        // A long form keeps Save in view however far down the staff member is.
        <div className="sticky bottom-0 z-10 -mx-1 border-t bg-background/95 px-1 py-3 backdrop-blur">
          <SubmitRow form={form}>{saveLabel}</SubmitRow>
        </div>
      ) : (
        <SubmitRow form={form}>{saveLabel}</SubmitRow>
      )}
    </Form>
  );
}

/** The sections of a long form as links to each, at its top. */
function SectionJumpList({ sections }: { sections: readonly ResourceFormSection[] }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'resource.jumpList' })}>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#section-${section.id}`} className="text-primary underline-offset-4 hover:underline">
              {intl.formatMessage({ id: section.titleId })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const isFieldRow = (
  entry: ResourceFieldSpec | readonly ResourceFieldSpec[],
): entry is readonly ResourceFieldSpec[] => Array.isArray(entry);

/** The create or edit form of a resource on a page. */
export function ResourceForm<TRow>(props: ResourceFormProps<TRow>) {
  const form = useResourceForm(props);
  return <ResourceFormBody form={form} definition={props.definition} row={props.row} />;
}

interface ResourceDialogProps<TRow> {
  definition: ResourcePageDefinition<TRow>;
  row?: TRow;
  onClose: () => void;
  /** The secret a create answered once, for the list to show (the dialog closes first). */
  onSecret?: (secret: string) => void;
}

function ResourceDialogBody<TRow>({ definition, row, onClose, onSecret }: ResourceDialogProps<TRow>) {
  const intl = useIntl();
  const form = useResourceForm({
    definition,
    row,
    onSaved: (_id, secret) => {
      onClose();
      if (secret !== undefined) onSecret?.(secret);
    },
  });
  const title = intl.formatMessage({
    id: row ? editTitleIdOf(definition) : definition.texts.createTitleId,
  });
  const { formTextId } = definition.texts;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : form.confirmLeave(onClose))}>
      <DialogContent className="max-h-[90vh] max-w-[500px] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {formTextId ? (
            <DialogDescription>{intl.formatMessage({ id: formTextId })}</DialogDescription>
          ) : (
            <DialogDescription className="sr-only">
              {row ? definition.rowTitle(row) : title}
            </DialogDescription>
          )}
        </DialogHeader>
        <ResourceFormBody form={form} definition={definition} row={row} />
      </DialogContent>
    </Dialog>
  );
}

/**
 * The create or edit dialog of a resource edited in dialogs (categories, URL groups, variables...).
 * Each opening starts from a clean form (spec 4: closing clears the form).
 */
export function ResourceDialog<TRow>({ open, ...props }: ResourceDialogProps<TRow> & { open: boolean }) {
  if (!open) return null;
  return <ResourceDialogBody {...props} />;
}
