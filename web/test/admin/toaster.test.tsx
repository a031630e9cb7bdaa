// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast, toaster } from '../../src/admin/components/toast';
import { Toaster } from '../../src/admin/components/Toaster';
import { ModalDialog } from '../../src/admin/components/ModalDialog';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const shown of toaster.list()) toaster.dismiss(shown.id);
  vi.useRealTimers();
});

const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const raise = (show: () => unknown) =>
  act(() => {
    show();
  });
const notifications = () => screen.getByRole('region', { name: 'Notifications' });

describe("the back office's toasts (without the kit)", () => {
  it('shows a success for 2 s and an error for 5 s, each as a status with a close button', () => {
    render(<Toaster />);
    raise(() => [toast.success('Saved'), toast.error('Failed')]);
    expect(notifications()).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('status', { name: 'Saved' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Close notification' })).toHaveLength(2);
    wait(2100);
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.getByText('Failed')).toBeVisible();
    wait(3000);
    expect(screen.queryByText('Failed')).toBeNull();
  });

  it('a toast raised before the shell is drawn shows once it is, for its whole time', () => {
    raise(() => toast.error('Offline'));
    wait(10_000);
    render(<Toaster />);
    expect(screen.getByText('Offline')).toBeVisible();
    wait(4900);
    expect(screen.getByText('Offline')).toBeVisible();
  });

  it("holds a toast's time while it is pointed at, and goes on from where it was after", () => {
    render(<Toaster />);
    raise(() => toast.success('Held'));
    wait(1500);
    fireEvent.pointerEnter(screen.getByRole('status', { name: 'Held' }));
    wait(10_000);
    expect(screen.getByText('Held')).toBeVisible();
    fireEvent.pointerLeave(screen.getByRole('status', { name: 'Held' }));
    wait(400);
    expect(screen.getByText('Held')).toBeVisible();
    wait(200);
    expect(screen.queryByText('Held')).toBeNull();
  });

  it('a deletion offers Undo for 10 s; Undo runs once and closes the toast', () => {
    const undo = vi.fn();
    render(<Toaster />);
    raise(() => toast.deleted('Product deleted successfully', undo));
    wait(9000);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Product deleted successfully')).toBeNull();
  });

  it('a toast raised again under the same id replaces the one shown, its time started again', () => {
    render(<Toaster />);
    raise(() => toaster.create({ id: 'offline-refusal', type: 'error', title: 'You are offline: nothing was changed.', closable: true }));
    wait(4000);
    raise(() => toaster.create({ id: 'offline-refusal', type: 'error', title: 'You are offline: nothing was changed.', closable: true }));
    expect(screen.getAllByText('You are offline: nothing was changed.')).toHaveLength(1);
    wait(4000);
    expect(screen.getByText('You are offline: nothing was changed.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('You are offline: nothing was changed.')).toBeNull();
  });

  it('Alt+T moves focus to the notifications, wherever it was', () => {
    render(
      <>
        <input aria-label="Name" />
        <Toaster />
      </>,
    );
    screen.getByRole('textbox', { name: 'Name' }).focus();
    raise(() => toast.error('Failed'));
    fireEvent.keyDown(document.activeElement ?? document, { code: 'KeyT', key: 't', altKey: true });
    expect(notifications()).toHaveFocus();
    expect(notifications()).toHaveAttribute('aria-keyshortcuts', 'Alt+T');
  });

  it('while a modal dialog is open, draws the toasts in it (outside, they would be under its backdrop, inert); after, in the page again', () => {
    const { rerender } = render(
      <>
        <ModalDialog open onClose={() => undefined} className="bo-dialog" aria-label="Change password">
          <p>Form</p>
        </ModalDialog>
        <Toaster />
      </>,
    );
    raise(() => toast.success('Password changed successfully'));
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    expect(dialog).toContainElement(notifications());
    expect(dialog).toContainElement(screen.getByRole('status', { name: 'Password changed successfully' }));
    rerender(
      <>
        <ModalDialog open={false} onClose={() => undefined} className="bo-dialog" aria-label="Change password">
          <p>Form</p>
        </ModalDialog>
        <Toaster />
      </>,
    );
    expect(dialog).not.toContainElement(notifications());
    expect(screen.getByText('Password changed successfully')).toBeVisible();
  });

  it("signing out dismisses the session's toasts, not the offer of an update", () => {
    raise(() => {
      toast.deleted('Product deleted successfully', () => undefined);
      toaster.create({ id: 'back-office-update', type: 'info', title: 'A new version of the back office is ready.', duration: Infinity, outlivesSession: true });
      toaster.signedOut();
    });
    render(<Toaster />);
    expect(screen.queryByText('Product deleted successfully')).toBeNull();
    expect(screen.getByText('A new version of the back office is ready.')).toBeVisible();
  });
});
