import { expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { SAFE_LINKS, UNSAFE_LINKS } from '../../../../packages/shared/src/validation/link-samples';
import { type TestServer } from './test-server';

type Body = Record<string, unknown>;

/** A link field of a resource, as its REST calls take and answer it. */
export interface LinkField {
  /** The field's name in the calls and the rows. */
  field: string;
  /** A valid create body with this link; called once a request, so names can be unique. */
  body: (link: string) => Body;
  create: string;
  /** The change call, which takes the body and `uuid`. */
  update: string;
  /** The read-one call, which takes `uuid` and answers the row under `data`. */
  get: string;
}

/**
 * The link field checks (issue 17): every unsafe sample is refused with a 400 naming the field, on create
 * and on change, and every safe one is stored as sent. Call it inside a describe block whose server is
 * started in beforeAll.
 */
export function itTakesOnlySafeLinks(getServer: () => TestServer, link: LinkField) {
  const refusalOf = (response: { status: number; body: { issues?: Body[] } }) => ({
    status: response.status,
    issues: response.body.issues?.map((issue) => ({ path: issue.path, messageId: issue.messageId })),
  });
  // Control characters other than tab and line breaks meet the input guard of every call first.
  const refusal = expect.stringMatching(/^(invalidLink|unsafeText)$/);
  const refused = { status: 400, issues: [{ path: [link.field], messageId: refusal }] };

  it(`refuses a ${link.field} that is not http(s), mailto:, tel: or a path on this site (400)`, async () => {
    const server = getServer();
    const { token } = await server.signIn(SystemRole.Admin);
    const uuid = (await server.request(link.create, { token, body: link.body(SAFE_LINKS[0]) })).body
      .response as string;
    for (const unsafe of UNSAFE_LINKS) {
      const created = await server.request(link.create, { token, body: link.body(unsafe) });
      expect(refusalOf(created), `create ${JSON.stringify(unsafe)}`).toEqual(refused);
      const changed = await server.request(link.update, { token, body: { ...link.body(unsafe), uuid } });
      expect(refusalOf(changed), `change ${JSON.stringify(unsafe)}`).toEqual(refused);
    }
    const kept = await server.request(link.get, { token, body: { uuid } });
    expect(kept.body.data[link.field]).toBe(SAFE_LINKS[0]);
  });

  it(`stores a web, mail, phone or site ${link.field} as sent`, async () => {
    const server = getServer();
    const { token } = await server.signIn(SystemRole.Admin);
    for (const safe of SAFE_LINKS) {
      const created = await server.request(link.create, { token, body: link.body(safe) });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const row = await server.request(link.get, { token, body: { uuid: created.body.response } });
      expect(row.body.data[link.field]).toBe(safe);
    }
  });
}
