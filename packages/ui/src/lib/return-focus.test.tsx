import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { Button } from '../components/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../components/dialog';

const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

/** A list row whose Revoke button goes away once the dialog confirms. */
function RevokeRow() {
  const [open, setOpen] = useState(false);
  const [revoked, setRevoked] = useState(false);
  return (
    <main id="main-content" tabIndex={-1}>
      <table>
        <tbody>
          <tr data-row-id="key-1">
            <td>
              <a href="#key-1">Key one</a>
            </td>
            <td>{revoked ? 'Revoked' : <Button onClick={() => setOpen(true)}>Revoke</Button>}</td>
          </tr>
        </tbody>
      </table>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Revoke the key?</DialogTitle>
          <DialogDescription>Channels using it stop at once.</DialogDescription>
          <Button
            onClick={() => {
              setRevoked(true);
              setOpen(false);
            }}
          >
            Yes, revoke
          </Button>
        </DialogContent>
      </Dialog>
    </main>
  );
}

describe('useReturnFocus', () => {
  it('gives the focus back to the opener', async () => {
    render(<RevokeRow />);
    const revoke = screen.getByRole('button', { name: 'Revoke' });
    revoke.focus();
    fireEvent.click(revoke);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await nextFrame();
    expect(document.activeElement).toBe(revoke);
  });

  it("puts the focus in the opener's row when the opener is gone, not on the page's top", async () => {
    render(<RevokeRow />);
    const revoke = screen.getByRole('button', { name: 'Revoke' });
    revoke.focus();
    fireEvent.click(revoke);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, revoke' }));
    await nextFrame();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Key one' }));
  });
});
