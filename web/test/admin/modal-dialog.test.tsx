// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ModalDialog } from '../../src/admin/components/ModalDialog';

/** A dialog whose `open` the test sets, as a leave prompt's follows the router's blocker. */
function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        Shut
      </button>
      <ModalDialog open={open} onClose={onClose} className="bo-dialog" aria-label="Leave without saving?">
        <p>Unsaved changes</p>
        <input aria-label="Note" />
      </ModalDialog>
    </>
  );
}

describe('a native modal dialog', () => {
  it('closed because `open` turned false and opened again at once, stays open when its close event comes', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    act(() => screen.getByRole('button', { name: 'Open', hidden: true }).click());
    act(() => screen.getByRole('button', { name: 'Shut', hidden: true }).click());
    act(() => screen.getByRole('button', { name: 'Open', hidden: true }).click());
    await act(() => new Promise((done) => setTimeout(done, 10)));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('closed by the browser (Escape), tells its owner', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    act(() => screen.getByRole('button', { name: 'Open', hidden: true }).click());
    act(() => (document.querySelector('dialog') as HTMLDialogElement).close());
    await act(() => new Promise((done) => setTimeout(done, 10)));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click on its backdrop, not on a press inside that ends on the backdrop (selecting what was typed)', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    act(() => screen.getByRole('button', { name: 'Open', hidden: true }).click());
    const dialog = screen.getByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.pointerDown(screen.getByRole('textbox', { name: 'Note' }));
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
