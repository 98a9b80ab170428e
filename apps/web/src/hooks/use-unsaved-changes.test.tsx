import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Link, Route, Switch, useLocation } from 'wouter';

import { useUnsavedChanges } from './use-unsaved-changes';

function EditForm() {
  const [title, setTitle] = useState('');
  const [saved, setSaved] = useState('');
  const [, navigate] = useLocation();
  const dirty = title !== saved;
  const { dialog, allowNavigation, confirmLeave } = useUnsavedChanges(dirty);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        // a save that navigates before the saved state has re-rendered
        allowNavigation(() => navigate('/list'));
        setSaved(title);
      }}
    >
      <label>
        Title
        <input value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <button type="submit">Save</button>
      <button type="button" onClick={() => confirmLeave(() => setTitle(saved))}>
        Discard
      </button>
      <button type="button" onClick={() => navigate('/form?tab=seo')}>
        SEO tab
      </button>
      <Link href="/list">Back to the list</Link>
      {dialog}
    </form>
  );
}

function App() {
  return (
    <IntlProvider locale="en" onError={() => {}}>
      <Switch>
        <Route path="/form" component={EditForm} />
        <Route path="/list">
          <h1>List page</h1>
        </Route>
        <Route>
          <h1>Start page</h1>
        </Route>
      </Switch>
    </IntlProvider>
  );
}

const typeTitle = (value: string) => fireEvent.change(screen.getByLabelText('Title'), { target: { value } });
const leaveDialog = () => screen.queryByRole('alertdialog');

describe('useUnsavedChanges', () => {
  // The dialog's code loads with the first question; loading it once here keeps each test's wait short.
  beforeAll(async () => {
    await import('./unsaved-changes-dialog');
  });

  beforeEach(() => {
    window.history.replaceState(null, '', '/start');
    window.history.pushState(null, '', '/form');
  });

  it('lets a clean form go', () => {
    render(<App />);
    fireEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(window.location.pathname).toBe('/list');
    expect(screen.getByRole('heading', { name: 'List page' })).toBeTruthy();
  });

  it('asks before following a link away from a dirty form: Stay keeps the page', async () => {
    render(<App />);
    typeTitle('Draft');
    fireEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('You have unsaved changes. Leave this page?');
    expect(window.location.pathname).toBe('/form');

    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(leaveDialog()).toBeNull();
    expect(window.location.pathname).toBe('/form');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Draft');
  });

  it('asks before following a link away from a dirty form: Leave goes', async () => {
    render(<App />);
    typeTitle('Draft');
    fireEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(window.location.pathname).toBe('/list');
    expect(screen.getByRole('heading', { name: 'List page' })).toBeTruthy();
    expect(leaveDialog()).toBeNull();
  });

  it('lets query changes on the same page through', () => {
    render(<App />);
    typeTitle('Draft');
    fireEvent.click(screen.getByRole('button', { name: 'SEO tab' }));
    expect(leaveDialog()).toBeNull();
    expect(window.location.search).toBe('?tab=seo');
  });

  it('lets the navigation after a save through', () => {
    render(<App />);
    typeTitle('Draft');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(leaveDialog()).toBeNull();
    expect(window.location.pathname).toBe('/list');
  });

  it('asks before an in-form action with confirmLeave', async () => {
    render(<App />);
    typeTitle('Draft');
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
    // clean now: no question
    fireEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(window.location.pathname).toBe('/list');
  });

  it('holds back the browser back button until the user leaves', async () => {
    render(<App />);
    typeTitle('Draft');
    act(() => window.history.back());
    await waitFor(() => expect(leaveDialog()).not.toBeNull());
    expect(window.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Title')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(window.location.pathname).toBe('/start'));
    expect(await screen.findByRole('heading', { name: 'Start page' })).toBeTruthy();
  });

  it('asks the browser to confirm reloads and closing only while dirty', () => {
    render(<App />);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    typeTitle('Draft');
    expect(unload()).toBe(true);
    typeTitle('');
    expect(unload()).toBe(false);
  });
});
