import { describe, expect, it } from 'vitest';

import { z } from 'zod';

import { apiKeyWire, blogWire, defineResourceWire, faqWire, offerDetailWire } from '@backoffice/shared';

import { defineResourcePage, formValuesOf, type ResourceFieldSpec } from './resource-definition';

const nameField: ResourceFieldSpec = { kind: 'text', name: 'name', labelId: 'cms.field.name' };
const fields: ResourceFieldSpec[] = [
  { kind: 'switch', name: 'publish', labelId: 'cms.field.publish' },
  nameField,
  { kind: 'number', name: 'priority', labelId: 'cms.field.priority' },
  { kind: 'date', name: 'date', labelId: 'cms.field.date' },
  { kind: 'select', name: 'design', labelId: 'cms.field.name', options: [] },
  { kind: 'custom', name: 'map', labelId: 'cms.field.name', render: () => null },
];

describe('formValuesOf', () => {
  it('starts a new record blank: switches off, every other kind an empty text, custom fields left out', () => {
    expect(
      formValuesOf({ fields: [fields.slice(0, 2), ...fields.slice(2)], textKeys: ['alt'] }, null),
    ).toEqual({
      publish: false,
      name: '',
      priority: '',
      date: '',
      design: '',
      alt: '',
    });
  });

  it('reads a row by kind: 1/0 as a switch, numbers as text, missing values blank', () => {
    const row = {
      publish: 1,
      name: 'Roma',
      priority: 3,
      date: '2026-11-27',
      design: null,
      alt: 'Map',
      map: 'x',
    };
    expect(formValuesOf({ fields, textKeys: ['alt'] }, row)).toEqual({
      publish: true,
      name: 'Roma',
      priority: '3',
      date: '2026-11-27',
      design: '',
      alt: 'Map',
    });
    expect(formValuesOf({ fields }, { publish: 0 }).publish).toBe(false);
  });

  it('reads checkboxes as the row’s values among their options, in the options’ order', () => {
    const events: ResourceFieldSpec = {
      kind: 'checkboxes',
      name: 'events',
      labelId: 'cms.field.name',
      options: [{ value: 'order.created' }, { value: 'order.paid' }],
    };
    expect(formValuesOf({ fields: [events] }, null)).toEqual({ events: [] });
    expect(
      formValuesOf({ fields: [events] }, { events: ['order.paid', 'gone.event', 'order.created'] }),
    ).toEqual({ events: ['order.created', 'order.paid'] });
  });

  it('reads the fields of every section of a long form', () => {
    const sectioned = { sections: [{ id: 'a', titleId: 'cms.field.name' as const, fields: [nameField] }] };
    expect(formValuesOf({ fields: sectioned }, { name: 'Offer' })).toEqual({ name: 'Offer' });
  });
});

describe('defineResourcePage', () => {
  const blog = defineResourcePage((trpc) => trpc.cms.blog);
  const rest = {
    columns: [],
    searchFields: [],
    rowTitle: (row: { title: string }) => row.title,
    form: { schema: z.object({}), fields: [] },
    texts: {
      addId: 'cms.blog.add',
      createTitleId: 'cms.blog.add',
      editTitleId: 'cms.blog.add',
      deleteConfirmId: 'cms.blog.add',
    },
  } as const;

  it('keeps the procedures and the wire contract it was given beside the definition', () => {
    const definition = blog({ ...rest, wire: blogWire });
    expect(definition.wire).toBe(blogWire);
    expect(definition.api).toEqual(expect.any(Function));
  });

  it('takes only the wire contract the server built the procedures from (checked by the typecheck)', () => {
    const listUnderResponse = defineResourceWire({ ...blogWire, list: { envelope: 'response' } });
    const readByPostUuid = defineResourceWire({ ...blogWire, get: { idKey: 'post_uuid', envelope: 'data' } });
    const switchedAsStatus = defineResourceWire({
      ...blogWire,
      publish: { idKey: 'uuid', flagKey: 'status' },
    });
    const { publish: _withoutPublish, ...withoutPublish } = blogWire;
    // @ts-expect-error the blog's list answers its rows under `data`
    expect(blog({ ...rest, wire: listUnderResponse }).wire.list.envelope).toBe('response');
    // @ts-expect-error the blog's read takes `blog_uuid`
    expect(blog({ ...rest, wire: readByPostUuid }).wire.get?.idKey).toBe('post_uuid');
    // @ts-expect-error the blog's switch is `publish`
    expect(blog({ ...rest, wire: switchedAsStatus }).wire.publish?.flagKey).toBe('status');
    // @ts-expect-error the blog has a publish call, so its contract names it
    expect(blog({ ...rest, wire: withoutPublish }).wire.publish).toBeUndefined();
    // @ts-expect-error another resource's contract: the FAQ's read takes `uuid`
    expect(blog({ ...rest, wire: faqWire }).wire).toBe(faqWire);
    const offerDetails = defineResourcePage((trpc) => trpc.shop.offerDetails);
    const withDelete = defineResourceWire({ ...offerDetailWire, delete: { idKey: 'uuid', access: 'admin' } });
    // @ts-expect-error offer details have no delete call
    expect(offerDetails({ ...rest, wire: withDelete }).wire.delete).toBeDefined();
  });

  it('asks for the texts and the secret dialog that its calls need (checked by the typecheck)', () => {
    const { editTitleId: _editTitle, ...withoutEditTitle } = rest.texts;
    // @ts-expect-error the blog has an update call, so its edit dialog needs a title
    expect(blog({ ...rest, wire: blogWire, texts: withoutEditTitle }).texts.editTitleId).toBeUndefined();
    const secret = {
      titleId: 'channels.apiKeys.secretTitle',
      textId: 'channels.apiKeys.secretText',
    } as const;
    // @ts-expect-error the blog's create answers its id only: there is no secret to show
    expect(blog({ ...rest, wire: blogWire, secret }).secret).toBe(secret);

    const apiKeys = defineResourcePage((trpc) => trpc.channels.apiKeys);
    const keys = {
      ...rest,
      wire: apiKeyWire,
      rowTitle: (row: { name: string }) => row.name,
      texts: { addId: 'channels.apiKeys.add', createTitleId: 'channels.apiKeys.add' },
    } as const;
    expect(apiKeys({ ...keys, secret }).secret).toBe(secret);
    // @ts-expect-error an API key's create answers its secret, shown once: the dialog needs its texts
    expect(apiKeys(keys).secret).toBeUndefined();
    // @ts-expect-error API keys have no update call: an edit title would never be shown
    expect(apiKeys({ ...keys, secret, texts: { ...keys.texts, editTitleId: 'cms.blog.add' } })).toBeDefined();
  });
});
