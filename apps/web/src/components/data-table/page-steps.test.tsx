import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { renderWithIntl } from '../../test/render';
import { PageSteps } from './page-steps';

function Harness({ pages }: { pages: number }) {
  const [page, setPage] = useState(0);
  return <PageSteps page={page} pages={pages} onPage={setPage} />;
}

describe('PageSteps', () => {
  it('steps through the pages and stops at the first and the last', () => {
    renderWithIntl(<Harness pages={3} />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(previous).toBeDisabled();

    fireEvent.click(next);
    fireEvent.click(next);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();

    fireEvent.click(previous);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('speaks Italian', () => {
    renderWithIntl(<Harness pages={2} />, { locale: 'it' });
    expect(screen.getByText('Pagina 1 di 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Successiva' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Precedente' })).toBeDisabled();
  });
});
