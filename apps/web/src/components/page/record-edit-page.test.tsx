import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { FeedbackProvider } from '../feedback';
import { Form, SubmitRow, TextField } from '../form';
import { renderWithIntl } from '../../test/render';
import { useRecordChangeForm } from './record-changes';
import { RecordEditPage, type RecordSection } from './record-edit-page';

interface Person {
  id: string;
  name: string;
  version: number;
}

/** Uncontrolled, so a remount is the only way its text goes back to the record's value. */
const NameDraft = ({ record }: { record: Person }) => <input aria-label="Draft" defaultValue={record.name} />;
const PasswordNote = ({ record }: { record: Person }) => <p>Password of {record.id}</p>;

/** What the rename section's call received. */
const renames: Array<{ id: string; name: string }> = [];

function RenameForm({ record }: { record: Person }) {
  const form = useRecordChangeForm(
    { mutationFn: async (values: { id: string; name: string }) => renames.push(values) },
    { schema: z.object({ id: z.string(), name: z.string().trim().min(1) }), initialValues: record },
  );
  return (
    <Form form={form}>
      <TextField form={form} name="name" label="New name" />
      <SubmitRow form={form} />
    </Form>
  );
}

const SECTIONS: readonly RecordSection<Person>[] = [
  { value: 'edit', titleId: 'admin.user.tab.edit', component: NameDraft },
  { value: 'password', titleId: 'admin.user.tab.password', component: PasswordNote },
  { value: 'email', titleId: 'admin.user.tab.email', component: RenameForm },
];

function PersonPage({ load }: { load: () => Promise<{ data: Person }> }) {
  const query = useQuery({ queryKey: ['person'], queryFn: load, retry: false });
  return (
    <RecordEditPage
      query={query}
      fallbackPath="/people"
      loadErrorTextId="msg.companyLoadFailed"
      header={(person) => ({ title: person.name, description: `Version ${person.version}` })}
      sectionsLabelId="admin.user.sections"
      sections={SECTIONS}
      recordKey={(person) => `${person.id}-${person.version}`}
      invalidate={() => [['person']]}
      aside={(person) => <aside aria-label="History">History of {person.id}</aside>}
    />
  );
}

function renderPage(load: () => Promise<{ data: Person }>) {
  const queryClient = new QueryClient();
  renderWithIntl(
    <QueryClientProvider client={queryClient}>
      <FeedbackProvider>
        <PersonPage load={load} />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('RecordEditPage', () => {
  it('shows a progress bar while the record loads', () => {
    renderPage(() => new Promise(() => {}));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it("shows the record's header, section tabs and side panel", async () => {
    renderPage(async () => ({ data: { id: 'p1', name: 'Anna', version: 1 } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna' })).toBeInTheDocument();
    expect(screen.getByText('Version 1')).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'User sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Edit profile', 'Password', 'Email']);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Edit profile' })).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Draft' })).toHaveValue('Anna');
    expect(screen.getByRole('complementary', { name: 'History' })).toHaveTextContent('History of p1');
  });

  it('starts the sections over when the record key changes, not before', async () => {
    const queryClient = renderPage(async () => ({ data: { id: 'p1', name: 'Anna', version: 1 } }));
    const draft = await screen.findByRole('textbox', { name: 'Draft' });
    fireEvent.change(draft, { target: { value: 'Unsaved' } });

    act(() => queryClient.setQueryData(['person'], { data: { id: 'p1', name: 'Anne', version: 1 } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anne' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Draft' })).toHaveValue('Unsaved');

    act(() => queryClient.setQueryData(['person'], { data: { id: 'p1', name: 'Anne', version: 2 } }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Draft' })).toHaveValue('Anne'));
  });

  it("saves a section through its call and refreshes the screen's queries", async () => {
    let loads = 0;
    renderPage(async () => {
      loads += 1;
      return { data: { id: 'p1', name: 'Anna', version: loads } };
    });
    // Radix tabs switch on the mouse button going down.
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Email' }), { button: 0 });
    fireEvent.change(screen.getByRole('textbox', { name: 'New name' }), { target: { value: ' Anne ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(loads).toBe(2));
    expect(renames).toEqual([{ id: 'p1', name: 'Anne' }]);
  });

  it("reports a failed load with the screen's text", async () => {
    renderPage(() => Promise.reject(new Error('offline')));
    const alert = await screen.findByRole('alertdialog', { name: 'Error!' });
    expect(alert).toHaveTextContent(
      'Oops! Something went wrong while loading: not all data could be loaded!',
    );
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
