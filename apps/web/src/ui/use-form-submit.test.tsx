import TextField from '@mui/material/TextField';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n/i18n';
import { ApiRequestError } from '../api/api-errors';
import { FormShell } from './form-shell';
import { useFormSubmit } from './use-form-submit';

afterEach(cleanup);

type Values = { email: string; name: string };

function TestForm(props: { action(values: Values): Promise<void>; onError?(text: string): void }) {
  const form = useForm<Values>({ defaultValues: { email: 'a@example.com', name: 'Ada' } });
  const { submit, busy, formError } = useFormSubmit(form, {
    fields: ['email', 'name'],
    action: props.action,
    ...(props.onError ? { onError: props.onError } : {}),
  });
  const { errors } = form.formState;
  return (
    <FormShell onSubmit={submit} busy={busy} error={formError} label="Test form">
      <TextField {...form.register('name')} label="Name" helperText={errors.name?.message} />
      <TextField {...form.register('email')} label="Email" helperText={errors.email?.message} />
      <button type="submit">Send</button>
    </FormShell>
  );
}

const refusal = (fields?: Record<string, string[]>) =>
  new ApiRequestError(
    { code: 1001, message: 'Refused by the server', details: fields ? { fields } : {} },
    422,
  );

describe('useFormSubmit with FormShell', () => {
  it('puts the server’s field message on its field and focus there, not in the alert', async () => {
    render(<TestForm action={() => Promise.reject(refusal({ email: ['Taken already'] }))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Taken already')).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failure that names no field in the alert, and clears it on the next submit', async () => {
    const action = vi.fn<(values: Values) => Promise<void>>().mockRejectedValueOnce(refusal());
    action.mockResolvedValueOnce(undefined);
    render(<TestForm action={action} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Refused by the server');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(action).toHaveBeenLastCalledWith({ email: 'a@example.com', name: 'Ada' });
  });

  it('hands such a failure to onError instead when the form routes it elsewhere', async () => {
    const onError = vi.fn();
    render(<TestForm action={() => Promise.reject(refusal())} onError={onError} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith('Refused by the server', expect.anything()));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('disables the fields while the call runs', async () => {
    let finish = () => {};
    render(<TestForm action={() => new Promise<void>((resolve) => (finish = resolve))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('group')).toHaveProperty('disabled', true));
    finish();
    await waitFor(() => expect(screen.getByRole('group')).toHaveProperty('disabled', false));
  });
});
