import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { type RunningSimulator, startSimulator } from '@backoffice/bss-simulator';
import { SystemRole } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';
import { bssControl } from './bss-fixtures';

// GET /api/admin/get-active-offers and GET /api/web-api/admin/update-bss-offers against the real
// server, database and BSS simulator (the test server starts one in-process).
let server: TestServer;
let admin: string;
let control: ReturnType<typeof bssControl>;
let restarted: RunningSimulator | undefined;

beforeAll(async () => {
  // The product's 2 s per attempt, but 3 s per call instead of 5 to keep the timeout cases short.
  // (The embedded database runs on the server's thread: a timeout much shorter than 2 s would
  // expire while another request's transaction holds the thread.)
  server = await startTestServer({
    apiConfig: { bss: { timeoutMs: 2000, deadlineMs: 3000, backoffMs: 20, breakerFailureThreshold: 1000 } },
  });
  admin = (await server.signIn(SystemRole.Admin)).token;
  control = bssControl(server.bss.url);
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await control.reset();
  await server.prisma.offer.deleteMany();
  await server.prisma.offerDetail.deleteMany();
  await server.prisma.billingPlan.deleteMany();
  await server.prisma.auditLog.deleteMany({ where: { action: 'shop.bss.refresh' } });
});

/** The screen's preview, as its tRPC client sends a call without input (a batch of one). */
const preview = async (token: string) => {
  const answer = await server.request('/trpc/shop.bss.previewBssOffers?batch=1', { token, body: {} });
  return { status: answer.status, data: answer.body[0]?.result?.data };
};
const activeOffers = (token: string | null = admin) =>
  server.request('/api/admin/get-active-offers', { token });
const refresh = (token: string | null = admin) =>
  server.request('/api/web-api/admin/update-bss-offers', { token });

async function rowCounts() {
  return {
    plans: await server.prisma.billingPlan.count(),
    details: await server.prisma.offerDetail.count(),
    audits: await server.prisma.auditLog.count({ where: { action: 'shop.bss.refresh' } }),
  };
}

let offerCounter = 0;
async function createOffer(externalId: number | null, externalData?: unknown) {
  offerCounter += 1;
  return server.prisma.offer.create({
    data: {
      name: `Offer ${offerCounter}`,
      price: '9.99',
      url: `offer-${offerCounter}-${Date.now()}`,
      externalId,
      externalData: externalData as never,
    },
  });
}

const zeroChanges = {
  plans_created: 0,
  plans_updated: 0,
  plans_withdrawn: 0,
  details_created: 0,
  details_updated: 0,
  offers_refreshed: 0,
  offers_withdrawn: 0,
  offers_reinstated: 0,
};

describe('GET /api/admin/get-active-offers', () => {
  it('answers the plans on sale in response, with every field of the plan', async () => {
    const { status, body } = await activeOffers();
    expect(status).toBe(200);
    expect(body.response).toHaveLength(30);
    expect(body.response.find((plan: { ID: number }) => plan.ID === 1006)).toEqual({
      ID: 1006,
      Title: 'Passa a Noi 120',
      RenewalPrice: 6.99,
      ActivationPrices: { NewActivation: 0, FirstNetwork: 0, OtherNetworks: 0 },
      PortInOnly: true,
      ExcludedOperators: ['55', '72', '73'],
      DependentOptions: [
        { ID: 501, Title: 'Giga Extra 10 GB', Price: 2.99, Period: 'al mese' },
        { ID: 505, Title: 'Ti Ho Cercato', Price: 1.49, Period: 'al mese' },
      ],
    });
  });

  it('follows the BSS: an added plan shows, a withdrawn one does not', async () => {
    await control.addPlan({
      ID: 2001,
      Title: 'Nuova 300',
      RenewalPrice: 12.5,
      ActivationPrices: { NewActivation: 9.99, FirstNetwork: 0, OtherNetworks: 4.99 },
    });
    await control.withdrawPlan(1001);
    const ids = (await activeOffers()).body.response.map((plan: { ID: number }) => plan.ID);
    expect(ids).toContain(2001);
    expect(ids).not.toContain(1001);
  });

  it('is for administrators', async () => {
    expect((await activeOffers(null)).status).toBe(401);
    const chief = await server.signIn(SystemRole.ChiefAgent);
    expect((await activeOffers(chief.token)).status).toBe(403);
    const superAdmin = await server.signIn(SystemRole.SuperAdmin);
    expect((await activeOffers(superAdmin.token)).status).toBe(200);
  });

  // The attempts: retried while the failure may pass, until the 3 s deadline leaves no room for a
  // third 2 s attempt; a 5 s answer is never waited for (a 503, not the offers).
  it.each([
    ['5xx', { kind: 'error', status: 500 }, 502, 3],
    ['malformed JSON', { kind: 'malformed', body: 'truncated' }, 502, 1],
    ['another shape', { kind: 'malformed', body: 'wrong-shape' }, 502, 1],
    ['timeout', { kind: 'timeout' }, 503, 2],
    ['too slow', { kind: 'latency', latencyMs: 5000 }, 503, 2],
    ['dropped connection', { kind: 'disconnect' }, 503, 3],
  ] as const)('%s: a clear 502 or 503 with the spec text', async (_name, fault, expected, attempts) => {
    await control.fault(fault);
    const { status, body } = await activeOffers();
    expect(await control.requests()).toEqual(Array.from({ length: attempts }, () => 'GET /v1/plans'));
    expect(status).toBe(expected);
    expect(body.message).toBe('The offers could not be read from the BSS');
    expect(body.code).toBe(expected === 502 ? 'BAD_GATEWAY' : 'SERVICE_UNAVAILABLE');
  });

  it('slow within the timeout still answers', async () => {
    await control.fault({ kind: 'latency', latencyMs: 100 });
    expect((await activeOffers()).status).toBe(200);
  });
});

describe('GET /api/web-api/admin/update-bss-offers', () => {
  // Runs last: it stops the simulator and starts another one on the same port.
  afterAll(async () => {
    await restarted?.close();
  });
  it('first refresh: one billing plan row and one offer detail per plan', async () => {
    const { status, body } = await refresh();
    expect(status).toBe(200);
    expect(body.response).toEqual({ plans: 30, ...zeroChanges, plans_created: 30, details_created: 30 });
    expect(await rowCounts()).toEqual({ plans: 30, details: 30, audits: 1 });

    const plan = await server.prisma.billingPlan.findUniqueOrThrow({ where: { id: 1004 } });
    expect(plan.renewalPrice.toFixed(2)).toBe('14.99');
    expect(plan.activationPriceFirstNetwork.toFixed(2)).toBe('4.99');
    expect(plan.activationPriceOtherNetworks.toFixed(2)).toBe('9.99');
    const detail = await server.prisma.offerDetail.findUniqueOrThrow({ where: { bssDetailsId: 1004 } });
    expect(detail).toMatchObject({ bssDetailsTitle: 'Illimitata Pro 5G', nameIt: 'Illimitata Pro 5G' });
    expect(detail.bssDetailsActivationPrice?.toFixed(2)).toBe('19.99');
  });

  it('is idempotent: a second refresh of the same list changes and writes nothing', async () => {
    await createOffer(1002);
    await refresh();
    const before = await server.prisma.offer.findFirstOrThrow();
    const { body } = await refresh();
    expect(body.response).toEqual({ plans: 30, ...zeroChanges });
    expect(await rowCounts()).toEqual({ plans: 30, details: 30, audits: 1 });
    const after = await server.prisma.offer.findFirstOrThrow();
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it('a changed plan updates its snapshot, the detail keeps the staff texts, matched offers get the new data', async () => {
    const offer = await createOffer(1002);
    const unmatched = await createOffer(null);
    await refresh();
    await server.prisma.offerDetail.update({
      where: { bssDetailsId: 1002 },
      data: {
        nameIt: 'Testo dello staff',
        nameEn: 'Staff text',
        priceFor: 4,
        otherTextOneIt: 'altro',
        publish: false,
      },
    });
    await control.changePlan(1002, { Title: 'Giga 110 5G', RenewalPrice: 8.49 });

    const { body } = await refresh();
    expect(body.response).toEqual({
      plans: 30,
      ...zeroChanges,
      plans_updated: 1,
      details_updated: 1,
      offers_refreshed: 1,
    });
    const detail = await server.prisma.offerDetail.findUniqueOrThrow({ where: { bssDetailsId: 1002 } });
    expect(detail).toMatchObject({
      bssDetailsTitle: 'Giga 110 5G',
      nameIt: 'Testo dello staff',
      nameEn: 'Staff text',
      priceFor: 4,
      otherTextOneIt: 'altro',
      publish: false,
    });
    expect(detail.bssDetailsRenewalPrice?.toFixed(2)).toBe('8.49');
    const refreshed = await server.prisma.offer.findUniqueOrThrow({ where: { id: offer.id } });
    expect(refreshed.externalData).toMatchObject({ ID: 1002, Title: 'Giga 110 5G', RenewalPrice: 8.49 });
    expect((await server.prisma.billingPlan.findUniqueOrThrow({ where: { id: 1002 } })).title).toBe(
      'Giga 110 5G',
    );
    expect(
      (await server.prisma.offer.findUniqueOrThrow({ where: { id: unmatched.id } })).externalData,
    ).toBeNull();
  });

  it('an offer matched with an old snapshot gets the current one', async () => {
    const offer = await createOffer(1003, { ID: 1003, Title: 'Old title' });
    const { body } = await refresh();
    expect(body.response.offers_refreshed).toBe(1);
    const stored = await server.prisma.offer.findUniqueOrThrow({ where: { id: offer.id } });
    expect(stored.externalData).toEqual(
      (await activeOffers()).body.response.find((p: { ID: number }) => p.ID === 1003),
    );
  });

  it('a withdrawn plan flags its offers (keeping their last snapshot); back on sale clears the flag', async () => {
    const offer = await createOffer(1001);
    await refresh();
    await control.withdrawPlan(1001);

    let { body } = await refresh();
    expect(body.response).toEqual({ plans: 29, ...zeroChanges, plans_withdrawn: 1, offers_withdrawn: 1 });
    let stored = await server.prisma.offer.findUniqueOrThrow({ where: { id: offer.id } });
    expect(stored.bssPlanWithdrawnAt).toBeInstanceOf(Date);
    expect(stored.externalData).toMatchObject({ ID: 1001, Title: 'Start 50 5G' });
    expect((await server.prisma.billingPlan.findUniqueOrThrow({ where: { id: 1001 } })).active).toBe(false);
    expect(await server.prisma.offerDetail.count({ where: { bssDetailsId: 1001 } })).toBe(1);

    expect((await refresh()).body.response).toEqual({ plans: 29, ...zeroChanges });

    await control.reinstatePlan(1001);
    ({ body } = await refresh());
    expect(body.response).toEqual({ plans: 30, ...zeroChanges, plans_updated: 1, offers_reinstated: 1 });
    stored = await server.prisma.offer.findUniqueOrThrow({ where: { id: offer.id } });
    expect(stored.bssPlanWithdrawnAt).toBeNull();
  });

  it('the preview answers what the refresh would do, naming the offers it would withdraw, and writes nothing', async () => {
    const offer = await createOffer(1001);
    await refresh();
    await control.withdrawPlan(1001);
    const before = await rowCounts();
    const previewed = await preview(admin);
    expect(previewed.status).toBe(200);
    expect(previewed.data).toEqual({
      counts: { plans: 29, ...zeroChanges, plans_withdrawn: 1, offers_withdrawn: 1 },
      offers_to_withdraw: [{ uuid: offer.id, name: offer.name }],
    });
    expect(await rowCounts()).toEqual(before);
    const stored = await server.prisma.offer.findUniqueOrThrow({ where: { id: offer.id } });
    expect(stored.bssPlanWithdrawnAt).toBeNull();
    expect((await server.prisma.billingPlan.findUniqueOrThrow({ where: { id: 1001 } })).active).toBe(true);
    // The refresh then does exactly that.
    expect((await refresh()).body.response).toEqual(previewed.data.counts);
    // Administrators only, as the refresh.
    const agent = (await server.signIn(SystemRole.NoRole)).token;
    expect((await preview(agent)).status).toBe(403);
  });

  it('an offer matched to a plan the BSS never listed is flagged', async () => {
    const offer = await createOffer(1010);
    const { body } = await refresh();
    expect(body.response.offers_withdrawn).toBe(1);
    expect(
      (await server.prisma.offer.findUniqueOrThrow({ where: { id: offer.id } })).bssPlanWithdrawnAt,
    ).not.toBeNull();
  });

  it('a new plan in the BSS gets its billing plan row and offer detail', async () => {
    await refresh();
    await control.addPlan({
      ID: 2001,
      Title: 'Nuova 300',
      RenewalPrice: 12.5,
      ActivationPrices: { NewActivation: 9.99, FirstNetwork: 0, OtherNetworks: 4.99 },
    });
    const { body } = await refresh();
    expect(body.response).toEqual({ plans: 31, ...zeroChanges, plans_created: 1, details_created: 1 });
    const detail = await server.prisma.offerDetail.findUniqueOrThrow({ where: { bssDetailsId: 2001 } });
    expect(detail.priceEur?.toFixed(2)).toBe('12.50');
  });

  it('refreshes at once never duplicate a row nor count a change twice', async () => {
    await createOffer(1005);
    // The BSS answers all of them together, so their transactions overlap.
    await control.fault({ kind: 'latency', latencyMs: 300, path: '/v1/plans' });
    const answers = await Promise.all([refresh(), refresh(), refresh(), refresh()]);
    expect(
      answers.map((answer) => answer.status),
      JSON.stringify(answers.map((a) => a.body)),
    ).toEqual([200, 200, 200, 200]);
    const total = (key: string) => answers.reduce((sum, answer) => sum + answer.body.response[key], 0);
    expect(total('plans_created')).toBe(30);
    expect(total('details_created')).toBe(30);
    expect(total('offers_refreshed')).toBe(1);
    expect(total('plans_updated') + total('details_updated')).toBe(0);
    expect(await rowCounts()).toEqual({ plans: 30, details: 30, audits: 1 });
  });

  it.each([
    ['5xx', { kind: 'error', status: 503 }, 502],
    ['truncated body', { kind: 'malformed', body: 'truncated' }, 502],
    ['HTML body', { kind: 'malformed', body: 'not-json' }, 502],
    ['timeout', { kind: 'timeout' }, 503],
    ['dropped connection', { kind: 'disconnect' }, 503],
  ] as const)('%s: %s with the spec text and nothing written', async (_name, fault, expected) => {
    const offer = await createOffer(1001, { ID: 1001, Title: 'Kept' });
    await control.fault(fault);
    const { status, body } = await refresh();
    expect(status).toBe(expected);
    expect(body.message).toBe('The offers could not be read from the BSS');
    expect(await rowCounts()).toEqual({ plans: 0, details: 0, audits: 0 });
    const stored = await server.prisma.offer.findUniqueOrThrow({ where: { id: offer.id } });
    expect(stored.externalData).toEqual({ ID: 1001, Title: 'Kept' });
    expect(stored.bssPlanWithdrawnAt).toBeNull();
  });

  it('is for administrators', async () => {
    expect((await refresh(null)).status).toBe(401);
    const agent = await server.signIn(SystemRole.NoRole);
    expect((await refresh(agent.token)).status).toBe(403);
    expect(await rowCounts()).toEqual({ plans: 0, details: 0, audits: 0 });
  });

  it('a stopped BSS gives the staff a clear 503 with the spec text; it works again once the BSS is back', async () => {
    const port = Number(new URL(server.bss.url).port);
    await server.bss.close();
    for (const call of [refresh, activeOffers]) {
      const answer = await call();
      expect(answer.status, JSON.stringify(answer.body)).toBe(503);
      expect(answer.body).toEqual({
        message: 'The offers could not be read from the BSS',
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(answer.headers.get('retry-after')).toBe('5');
    }
    expect(await rowCounts()).toEqual({ plans: 0, details: 0, audits: 0 });
    restarted = await startSimulator({ port });
    expect((await refresh()).body.response.plans_created).toBe(30);
  });
});
