import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithIntl } from '../../test/render';
import { SecretDialog } from './secret-dialog';

describe('SecretDialog', () => {
  it('asks before closing on Escape or Done, and closes only on the answer', () => {
    const onClose = vi.fn();
    renderWithIntl(
      <SecretDialog
        secret="bo_live_secret"
        onClose={onClose}
        titleId="resource.secret.label"
        textId="resource.secret.warning"
      />,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeDefined();
    expect(screen.getByRole('alert').textContent).toContain('will not be shown again');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it open' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
