import { describe, expect, it } from 'vitest';

import { z } from 'zod';

import { blogWire, defineResourceWire, faqWire, offerDetailWire } from '@backoffice/shared';

import { defineResourcePage, formValuesOf, type ResourceFieldSpec } from './resource-definition';

const fields: ResourceFieldSpec[] = [
  { kind: 'switch', name: 'publish', labelId: 'cms.field.publish' },
  { kind: 'text', name: 'name', labelId: 'cms.field.name' },
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

  it('reads the fields of every section of a long form', () => {
    const sectioned = { sections: [{ id: 'a', titleId: 'cms.field.name' as const, fields: [fields[1]!] }] };
    expect(formValuesOf({ fields: sectioned }, { name: 'Offer' })).toEqual({ name: 'Offer' });
  });
});

describe('defineResourcePage', () => {
  const blog = defineResourcePage((trpc) => trpc.cms.blog);
  const rest = {
    paths: { list: '/admin/blog' },
    editor: 'dialog',
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
});
