import { type DeleteAccess, type ImageSize, type ResourceWire, type WireEnvelope } from '@backoffice/shared';
import { type LucideIcon } from 'lucide-react';
import { type ReactNode } from 'react';

import { type FileFieldKind } from '../file-field';
import { type AuditEntityType } from '../audit-history';
import { type AppMessageId } from '../../i18n';
import { type useTRPC } from '../../lib/trpc';
import { type FormValues, type ObjectSchema, type ZodForm } from '../form';

export type Trpc = ReturnType<typeof useTRPC>;

/** A column of a resource list. */
export interface ResourceColumn<TRow> {
  field: keyof TRow & string;
  titleId: AppMessageId;
  /** How the value is shown: as it is, or a date of the spec's formats (Europe/Rome). */
  format?: 'text' | 'date' | 'dateTime' | 'money';
  sortable?: boolean;
  /** The cell opens the record (its edit screen or dialog). */
  opensRecord?: boolean;
  /** A cell of its own; `format` is ignored then. */
  render?: (row: TRow) => ReactNode;
}

/** One choice of a select, radio group or checkbox list: its text, or its value shown as it is. */
export interface ChoiceSpec {
  value: string;
  labelId?: AppMessageId;
  label?: string;
  hintId?: AppMessageId;
}

interface FieldBase {
  name: string;
  labelId: AppMessageId;
  required?: boolean;
  hintId?: AppMessageId;
  /** Shown only when creating, or only when editing (the email template id, for example). */
  only?: 'create' | 'edit';
  /** Enabled only while another field holds one of these values (an 'other' text beside its select). */
  enabledWhen?: { field: string; values: readonly string[] };
}

/** One field of a resource form, declared as data; `ResourceField` renders each kind with the form kit. */
export type ResourceFieldSpec =
  | (FieldBase & {
      /** `url`: a one-line web address (the keyboard and the browser's check for one). */
      kind: 'text' | 'textarea' | 'url';
      maxLength?: number;
      /** Show "n / max" under the field. */
      counter?: boolean;
      /** Applied as the user types (a variable name keeps only 0-9 a-z _ -). */
      normalise?: (text: string) => string;
      /** Read-only when editing (the template id is fixed once created). */
      readOnlyOnEdit?: boolean;
      /**
       * Values offered as the field is typed (a datalist), each with its one-line meaning, shown under
       * the field when the value is one of them; any other text is still accepted (the event names).
       */
      suggestions?: readonly { value: string; labelId: AppMessageId }[];
    })
  | (FieldBase & { kind: 'number' | 'date' | 'switch' })
  | (FieldBase & {
      kind: 'select' | 'radio';
      /** A radio option's `hintId` is the line under it saying what it means (an API key's policy). */
      options: readonly ChoiceSpec[];
    })
  | (FieldBase & {
      /** Several values out of a set, as checkboxes; the form holds the checked ones in the options' order. */
      kind: 'checkboxes';
      options: readonly ChoiceSpec[];
    })
  | (FieldBase & {
      kind: 'relation';
      /** The whole-list query of the resource the field points at. */
      options: (trpc: Trpc) => unknown;
      /** Key of the list answer holding the rows: the related resource's `wire.list.envelope`. */
      envelope: WireEnvelope;
      optionLabel: (row: Record<string, unknown>) => string;
    })
  | (FieldBase & { kind: 'richText' })
  | (FieldBase & { kind: 'file'; upload: FileFieldKind; directory: string; imageSize?: ImageSize })
  | (FieldBase & { kind: 'seoUrl'; from: string })
  | (FieldBase & {
      kind: 'custom';
      /** A block of its own reading and setting the form's values (the store's map and 'Get coordinates'). */
      render: (form: ZodForm<Record<string, unknown>>, mode: 'create' | 'edit') => ReactNode;
    });

/** A layout row: fields side by side on wide screens. */
export type ResourceFormLayout = readonly (ResourceFieldSpec | readonly ResourceFieldSpec[])[];

/** A titled part of a long form: the form opens with a jump list of its sections and keeps Save in view. */
export interface ResourceFormSection {
  /** The section's anchor (`#section-<id>`). */
  id: string;
  titleId: AppMessageId;
  fields: ResourceFormLayout;
}

export interface ResourceForm<TRow, TSchema extends ObjectSchema> {
  /** The shared input schema of the create call. */
  schema: TSchema;
  /** The change call's schema where it differs (the email template's change has no template id). */
  editSchema?: ObjectSchema;
  /**
   * A new record's values beyond the blanks its fields start from (`formValuesOf`): the spec's
   * defaults (published, dated today).
   */
  defaults?: () => Partial<FormValues<TSchema>>;
  /**
   * A loaded record's values that its fields cannot read by their own name and kind (a value kept
   * under another key or in another form, a custom field's); the rest come from `formValuesOf`.
   */
  fromRow?: (row: TRow) => Partial<FormValues<TSchema>>;
  /** The fields in order, or, for a long form, in titled sections. */
  fields: ResourceFormLayout | { sections: readonly ResourceFormSection[] };
  /** Values a custom field edits that are read as text (blank when new): an image's path and alt. */
  textKeys?: readonly string[];
}

/**
 * A resource's screen paths, declared by its route (the feature's `routes.ts`): the list; with an edit
 * path the forms are pages (create, when records are created here, and edit at `.../:uuid`), without
 * one they are dialogs over the list.
 */
export interface ResourcePaths {
  list: string;
  create?: string;
  edit?: string;
}

/**
 * One resource's screens, declared as data: the list with its columns, publish switch, edit link and
 * delete, and the create and edit form, on a page or in a dialog. `resourceScreens` builds them.
 */
export interface ResourcePageDefinition<TRow, TSchema extends ObjectSchema = ObjectSchema> {
  /** The resource's procedures (`trpc.cms.faqCategories`): list, get?, create, update, publish, delete. */
  api: (trpc: Trpc) => unknown;
  /**
   * The resource's wire contract from the shared package (`blogWire`), the one its server definition
   * is built from: the envelopes, the id's name in each call, the switched flag and who may delete
   * (no `delete`: no delete action; no `publish`: no switch column).
   */
  wire: ResourceWire;
  /** False when records are not created here (offer details come from the BSS refresh): no add button. */
  creates?: boolean;
  /** More buttons in the list's header, beside add ('Update BSS offers'). */
  listActions?: () => ReactNode;
  /** Buttons in the edit page's header, for the loaded record (an email template's 'Send a test'). */
  editActions?: (row: TRow) => ReactNode;
  /** A row's own actions, before edit and delete: a sub-screen's link, a call confirmed first (revoke). */
  rowActions?: readonly ResourceRowAction<TRow>[];
  /**
   * Texts of the dialog showing the secret a create answers once beside the id (an API key, a webhook's
   * signing secret); given exactly when the create call answers one.
   */
  secret?: { titleId: AppMessageId; textId: AppMessageId };
  /** False for a list whose state is not worth naming: no saved-views menu. */
  savedViews?: false;
  columns: readonly ResourceColumn<TRow>[];
  searchFields: readonly (keyof TRow & string)[];
  defaultSort?: { field: keyof TRow & string; direction: 'asc' | 'desc' };
  /** What the record is called in labels and confirmations. */
  rowTitle: (row: TRow) => string;
  /**
   * Large lists: the list call pages, searches and sorts in the database (the server's paged list
   * mode, `{ data, total }`); the URL state is sent as `page`, `pageSize`, `sort`, `direction`, `search`.
   */
  serverPaging?: boolean;
  /** Created / updated fields shown on the edit form (DD.MM.YYYY HH:mm). */
  timestamps?: readonly { field: keyof TRow & string; labelId: AppMessageId }[];
  /** Audit entity type of the model: edit pages show the record's history to administrators. */
  entityType?: AuditEntityType;
  form: ResourceForm<TRow, TSchema>;
  texts: {
    /** The add button ('Add question'). */
    addId: AppMessageId;
    /** Titles of the create and edit dialog or page (edit: a resource with an update call). */
    createTitleId: AppMessageId;
    editTitleId?: AppMessageId;
    /** The delete question (a resource with a delete call), and the text under it ('{name}'; default the name). */
    deleteConfirmId?: AppMessageId;
    deleteTextId?: AppMessageId;
    /** The success text of a delete, where the resource has its own. */
    deletedId?: AppMessageId;
    /** What the screen is for, under its title; `<code>` marks code. */
    introId?: AppMessageId;
    /** A note above the list (the variables' {{{name}}} explanation). */
    noteId?: AppMessageId;
    /** Texts of an empty list: its title and the line under it. */
    emptyId?: AppMessageId;
    emptyTextId?: AppMessageId;
    /** A line under the dialog's title saying what the form is for. */
    formTextId?: AppMessageId;
    /** The create form's submit button, where it is not Save ('Create key'). */
    createSaveId?: AppMessageId;
    /** Prefix of the request-error text when a create answers without a 36-character id (spec 8). */
    createErrorId?: AppMessageId;
    /** Text of the alert when the edit screen's record cannot be loaded, where the spec has its own. */
    loadErrorId?: AppMessageId;
    /** The success texts of a create and of a change, where the spec has its own ('Store created'). */
    createdId?: AppMessageId;
    updatedId?: AppMessageId;
    /** The switch column's title and the switch's label ('{name}') where they are not Publish (stores: Status). */
    flagColumnId?: AppMessageId;
    flagLabelId?: AppMessageId;
  };
  /** Links shown above the list: the section's sub-screens (Files / Categories). */
  tabs?: readonly { path: string; titleId: AppMessageId }[];
  /** Show the tabs above the create and edit pages too (the offer form, spec 002 2.1). */
  formTabs?: boolean;
}

/**
 * A row's action of its own: a link to a sub-screen (an endpoint's deliveries), or a call on the row
 * (`input` from it) asked first, then reported with `doneId`; both named after the row ('{name}').
 */
export type ResourceRowAction<TRow> = {
  /** The button's short text ('Revoke') and its accessible name naming the row ('Revoke {name}'). */
  textId: AppMessageId;
  labelId: AppMessageId;
  icon: LucideIcon;
} & (
  | { kind: 'link'; href: (row: TRow) => string }
  | {
      kind: 'call';
      /** The procedure (`trpc.channels.apiKeys.revoke`). */
      procedure: (trpc: Trpc) => unknown;
      input: (row: TRow) => Record<string, unknown>;
      /** Rows the action applies to (a key not yet revoked); default all. */
      shownFor?: (row: TRow) => boolean;
      confirm: { titleId: AppMessageId; textId: AppMessageId; confirmId: AppMessageId };
      doneId: AppMessageId;
    }
);

/** Options of a select or radio that show their own value (the spec's fixed words: 'mese', 'GB'). */
export const valueOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The form value of a 1/0 flag of a row (publish, status, display switches). */
export const isOn = (flag: number | boolean) => flag === 1 || flag === true;

/** The edit title of a resource with an update call (the types require it there). */
export function editTitleIdOf<TRow>(definition: ResourcePageDefinition<TRow>): AppMessageId {
  const { editTitleId } = definition.texts;
  if (!editTitleId)
    throw new Error(`${definition.texts.addId}: a resource edited here needs texts.editTitleId`);
  return editTitleId;
}

/** Every field of a form layout, in order, sections and side-by-side rows flattened. */
export function layoutFields(layout: ResourceForm<unknown, ObjectSchema>['fields']): ResourceFieldSpec[] {
  const rows = 'sections' in layout ? layout.sections.flatMap((section) => section.fields) : layout;
  return rows.flatMap((row): ResourceFieldSpec[] => ('kind' in row ? [row] : [...row]));
}

/**
 * A form's values derived from its fields' kinds: a switch is a boolean (a row's 1/0), checkboxes the
 * row's values that are among their options, every other kind a string in the form (a number, a date `YYYY-MM-DD`, a select's value, a stored file's path),
 * blank for a new record; `textKeys` are read as text. A custom field reads and writes its own
 * values (the definition's `defaults` and `fromRow`).
 */
export function formValuesOf(
  form: Pick<ResourceForm<unknown, ObjectSchema>, 'fields' | 'textKeys'>,
  row: Record<string, unknown> | null,
): Record<string, unknown> {
  const asText = (value: unknown) =>
    typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  const values: Record<string, unknown> = {};
  for (const field of layoutFields(form.fields)) {
    if (field.kind === 'custom') continue;
    const value = row?.[field.name];
    if (field.kind === 'checkboxes') {
      const held = new Set(Array.isArray(value) ? value : []);
      values[field.name] = field.options.map((option) => option.value).filter((option) => held.has(option));
      continue;
    }
    values[field.name] =
      field.kind === 'switch'
        ? (typeof value === 'number' || typeof value === 'boolean') && isOn(value)
        : asText(value);
  }
  for (const name of form.textKeys ?? []) values[name] = asText(row?.[name]);
  return values;
}

/** A procedure of the tRPC options proxy: only its types are read here. */
interface ProcedureTypes {
  '~types': { input: unknown; output: unknown };
}

/** A resource's procedures (`trpc.cms.blog`), as the server's resource layer builds them. */
export interface ResourceApi {
  list: ProcedureTypes;
  get?: ProcedureTypes;
  create?: ProcedureTypes;
  update?: ProcedureTypes;
  publish?: ProcedureTypes;
  delete?: ProcedureTypes;
}

type ListAnswer<TApi extends ResourceApi> = TApi['list']['~types']['output'];
/** The key of the list answer that holds the rows, as the server declares it ('data', 'response'). */
export type EnvelopeOf<TApi extends ResourceApi> = Extract<
  Exclude<keyof ListAnswer<TApi>, 'total'>,
  WireEnvelope
>;
/** A row of the resource's list, as the server answers it. */
export type RowOf<TApi extends ResourceApi> =
  ListAnswer<TApi>[EnvelopeOf<TApi>] extends readonly (infer TRow)[] ? TRow : never;
type InputKeys<TProcedure> = TProcedure extends ProcedureTypes
  ? keyof TProcedure['~types']['input'] & string
  : never;
type OutputKeys<TProcedure> = TProcedure extends ProcedureTypes
  ? keyof TProcedure['~types']['output'] & string
  : never;
/** The id's name in a call that takes one, as the server's input declares it. */
type IdKeyOf<TProcedure> = Extract<InputKeys<TProcedure>, `${string}uuid`>;

/** A call the procedures have must be in the wire contract; one they lack must not. */
type CallOf<TApi, Name extends keyof ResourceWire, TCall> = Name extends keyof TApi
  ? { [Key in Name]: TCall }
  : { [Key in Name]?: never };

/** The wire contract the procedures were built from, as their types show it (who may delete is not in them). */
export type WireOf<TApi extends ResourceApi> = { list: { envelope: EnvelopeOf<TApi> } } & CallOf<
  TApi,
  'get',
  { idKey: IdKeyOf<TApi['get']>; envelope: Extract<OutputKeys<TApi['get']>, WireEnvelope> }
> &
  CallOf<TApi, 'update', { idKey: IdKeyOf<TApi['update']> }> &
  CallOf<
    TApi,
    'publish',
    {
      idKey: IdKeyOf<TApi['publish']>;
      flagKey: Exclude<InputKeys<TApi['publish']>, IdKeyOf<TApi['publish']>>;
    }
  > &
  CallOf<TApi, 'delete', { idKey: IdKeyOf<TApi['delete']>; access: DeleteAccess }>;

/** Texts a call makes necessary: an edit title with an update call, a delete question with a delete call. */
export type ResourceTextsOf<TApi extends ResourceApi, TRow> = Omit<
  ResourcePageDefinition<TRow>['texts'],
  'editTitleId' | 'deleteConfirmId'
> &
  ('update' extends keyof TApi ? { editTitleId: AppMessageId } : { editTitleId?: never }) &
  ('delete' extends keyof TApi ? { deleteConfirmId: AppMessageId } : { deleteConfirmId?: never });

/** The secret dialog's texts, required exactly when the create answers a secret beside the id. */
type SecretOf<TApi extends ResourceApi> = TApi['create'] extends ProcedureTypes
  ? TApi['create']['~types']['output'] extends { response: { secret: string } }
    ? { secret: NonNullable<ResourcePageDefinition<unknown>['secret']> }
    : { secret?: never }
  : { secret?: never };

/**
 * A resource's screens, typed by its procedures (`defineResourcePage((trpc) => trpc.cms.blog)({...})`,
 * in two calls so the procedures are known before the rest is read): the row type comes from the
 * list's answer, and the wire contract given must be one the procedures were built from (a list
 * envelope, an id name, a flag name or a call they do not have fails the typecheck, not a request);
 * so does a missing edit title or delete question where there is such a call, or secret texts missing
 * where the create answers a secret.
 */
export function defineResourcePage<TApi extends ResourceApi>(api: (trpc: Trpc) => TApi) {
  return <TSchema extends ObjectSchema>(
    definition: Omit<ResourcePageDefinition<RowOf<TApi>, TSchema>, 'api' | 'wire' | 'texts' | 'secret'> & {
      wire: WireOf<TApi>;
      texts: ResourceTextsOf<TApi, RowOf<TApi>>;
    } & SecretOf<TApi>,
  ): ResourcePageDefinition<RowOf<TApi>, TSchema> => ({ ...definition, api });
}
