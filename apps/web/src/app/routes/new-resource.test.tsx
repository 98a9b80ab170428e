import { categoryInputSchema, categoryWire, defined, SystemRole, UserStatus } from '@backoffice/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FolderIcon } from 'lucide-react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { defineResourcePage } from '../../components/resource';
import { CurrentUserProvider, type SessionUser } from '../../lib/current-user';
import { queryClient } from '../../lib/trpc';
import { AppProviders } from '../providers';
import { resourceRoutes } from './route-types';

/*
 * A publishable resource added on the web the way docs/resources.md describes, as a test: its page
 * definition, and one `resourceRoutes` declaration with its paths that loads it. Its procedures must be a router's of the API,
 * so it reads the FAQ categories' with their wire contract; the list route's screen is rendered
 * against a stubbed /trpc.
 */
const TOPIC_PATHS = {
  list: '/test/topics',
  create: '/test/topics/create',
  edit: '/test/topics/edit/:uuid',
} as const;

const topicsPage = defineResourcePage((trpc) => trpc.cms.faqCategories)({
  wire: categoryWire,
  columns: [{ field: 'name', titleId: 'cms.field.name', sortable: true, opensRecord: true }],
  searchFields: ['name'],
  rowTitle: (row) => row.name,
  form: {
    schema: categoryInputSchema,
    fields: [{ kind: 'text', name: 'name', labelId: 'cms.field.name', required: true }],
  },
  texts: {
    addId: 'cms.faqCategory.add',
    createTitleId: 'cms.faqCategory.create',
    editTitleId: 'cms.faqCategory.edit',
    deleteConfirmId: 'cms.faqCategory.confirmDelete',
  },
});

const topicRoutes = resourceRoutes({
  paths: TOPIC_PATHS,
  page: () => Promise.resolve(topicsPage),
  access: 'admin',
  titleIds: {
    list: 'cms.route.faqCategories',
    create: 'cms.faqCategory.create',
    edit: 'cms.faqCategory.edit',
  },
  nav: { group: 'content', icon: FolderIcon },
});

const TOPIC_ID = '5f0c6a52-8a4e-4c1f-9d39-2f7f1d3c0a11';
const topicRow = {
  uuid: TOPIC_ID,
  name: 'Roaming',
  priority: 1,
  publish: 1,
  create_at: '2026-11-27T10:00:00.000Z',
};

/** The procedure and input of every call the screen sends to /trpc. */
let calls: { procedure: string; input: unknown }[] = [];

/** Answers tRPC's batched calls (a URL and a JSON body): the list with one row, every write `{ response: true }`. */
async function trpcStub(url: string, init: { method?: string; body?: string }): Promise<Response> {
  const address = new URL(url, 'http://localhost');
  const procedures = address.pathname.replace('/trpc/', '').split(',');
  const inputs = JSON.parse(
    (init.method === 'POST' ? init.body : address.searchParams.get('input')) ?? '{}',
  ) as Record<string, unknown>;
  const answers = procedures.map((procedure, index) => {
    calls.push({ procedure, input: inputs[index] });
    return { result: { data: procedure.endsWith('.list') ? { data: [topicRow] } : { response: true } } };
  });
  return new Response(JSON.stringify(answers), { headers: { 'content-type': 'application/json' } });
}

function sessionUser(systemRole: SystemRole): SessionUser {
  return {
    user_uuid: 'f3b1c2d4-0000-4000-8000-000000000001',
    email: 'staff@example.com',
    system_role: systemRole,
    status: UserStatus.Active,
    first_name: 'Test',
    last_name: 'Staff',
    second_name: '',
    sex: null,
    phone: null,
    birthday: null,
    impersonated_by: null,
  };
}

/** The screen of the resource's list route, as the router shows it. */
function renderListRoute(systemRole: SystemRole) {
  const List = defined(topicRoutes[0], 'the list route').component;
  return render(
    <AppProviders>
      <CurrentUserProvider user={sessionUser(systemRole)}>
        <Suspense fallback={null}>
          <List />
        </Suspense>
      </CurrentUserProvider>
    </AppProviders>,
  );
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', vi.fn(trpcStub));
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('a new publishable resource, added through the web builders', () => {
  it('declares its list in the menu and its create and edit pages one level under it', () => {
    expect(
      topicRoutes.map(({ path, titleId, parent, access }) => ({ path, titleId, parent, access })),
    ).toEqual([
      { path: '/test/topics', titleId: 'cms.route.faqCategories', parent: undefined, access: 'admin' },
      {
        path: '/test/topics/create',
        titleId: 'cms.faqCategory.create',
        parent: '/test/topics',
        access: 'admin',
      },
      {
        path: '/test/topics/edit/:uuid',
        titleId: 'cms.faqCategory.edit',
        parent: '/test/topics',
        access: 'admin',
      },
    ]);
    expect(topicRoutes[0]?.nav?.group).toBe('content');
  });

  it('lists the rows under the contract envelope, links each to its edit page and switches by the contract names', async () => {
    renderListRoute(SystemRole.SuperAdmin);
    expect(await screen.findByRole('link', { name: 'Roaming' })).toHaveAttribute(
      'href',
      `/test/topics/edit/${TOPIC_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Add category' })).toHaveAttribute('href', '/test/topics/create');
    expect(calls).toContainEqual({ procedure: 'cms.faqCategories.list', input: undefined });

    fireEvent.click(screen.getByRole('switch', { name: 'Publish: Roaming' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        procedure: 'cms.faqCategories.publish',
        input: { uuid: TOPIC_ID, publish: 0 },
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Publish: Roaming: off');
    // The contract lets super administrators delete.
    expect(screen.getByRole('button', { name: 'Delete Roaming' })).toBeInTheDocument();
  });

  it('shows the delete action only to the roles its contract names', async () => {
    renderListRoute(SystemRole.Admin);
    expect(await screen.findByRole('link', { name: 'Roaming' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Roaming' })).not.toBeInTheDocument();
  });
});
