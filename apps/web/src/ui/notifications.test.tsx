import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n/i18n';
import { showModalAlert } from './modal-alert';
import { ModalAlertDialog } from './modal-alert-dialog';
import { showToast, TOAST_MS } from './notifications';
import { ToastStack } from './toast-stack';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('clip the title to 50 and the body to 500 characters, and go after 10 seconds', () => {
    vi.useFakeTimers();
    render(<ToastStack />);
    act(() => {
      showToast({ title: 'T'.repeat(80), body: 'B'.repeat(900) });
    });
    const title = screen.getByText(/^T+…$/);
    expect(title.textContent).toHaveLength(50);
    expect(screen.getByText(/^B+…$/).textContent).toHaveLength(500);
    act(() => {
      vi.advanceTimersByTime(TOAST_MS - 1);
    });
    expect(screen.queryByText(/^T+…$/)).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText(/^T+…$/)).toBeNull();
  });
});

describe('modal alert', () => {
  it('shows the message until the viewer presses OK', async () => {
    render(<ModalAlertDialog />);
    act(() =>
      showModalAlert({ title: 'Registration Closed', message: 'Registration for this event has closed.' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Registration Closed' });
    expect(dialog.textContent).toContain('Registration for this event has closed.');
    act(() => screen.getByRole('button', { name: 'OK' }).click());
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
