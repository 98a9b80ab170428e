import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithIntl } from '../../test/render';

/** The document was loaded at `loadedAt`; the app is at `path` when the page's header appears. */
async function showHeaderAt({ loadedAt, path }: { loadedAt: string; path: string }) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { name: `http://localhost${loadedAt}` } as PerformanceEntry,
  ]);
  window.history.pushState(null, '', path);
  // A fresh module: which heading last took the focus is the module's memory of the visit.
  const { PageHeader } = await import('./page-header');
  renderWithIntl(<PageHeader title="Users management" />);
  return screen.getByRole('heading', { level: 1, name: 'Users management' });
}

describe('PageHeader focus', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.restoreAllMocks());

  it('leaves the focus where the browser put it on the page the visit started on', async () => {
    const heading = await showHeaderAt({ loadedAt: '/admin/users', path: '/admin/users' });
    expect(heading).not.toHaveFocus();
  });

  it('focuses the heading of a page reached by a navigation, even the first heading shown', async () => {
    // Signed in, then a menu link clicked before the home page had shown its heading.
    const heading = await showHeaderAt({ loadedAt: '/enter/login', path: '/admin/users' });
    expect(heading).toHaveFocus();
  });
});
