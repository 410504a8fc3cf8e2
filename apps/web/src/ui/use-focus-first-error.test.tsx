import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { focusFirstError } from './use-focus-first-error';

describe('focusing the first field in error', () => {
  it('goes to the first field, in reading order, whose message is shown', () => {
    const { container } = render(
      <form>
        <TextField label="Title" />
        {/* In error without a message: nothing to read there. */}
        <TextField label="Kind" error />
        <TextField label="Ends" error helperText="The end must come after the start." />
        <TextField label="Address" error helperText="Contains a character that is not allowed" />
      </form>,
    );
    expect(focusFirstError(container)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Ends' }));
  });

  it('takes a field that names no control by its message to the field’s first control', () => {
    const { container } = render(
      <form>
        <FormControl error>
          <button type="button">Move the first film up</button>
          <FormHelperText>Choose films of this company.</FormHelperText>
        </FormControl>
      </form>,
    );
    expect(focusFirstError(container)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move the first film up' }));
  });

  it('says so when no field shows a message', () => {
    const { container } = render(
      <form>
        <TextField label="Title" error />
      </form>,
    );
    expect(focusFirstError(container)).toBe(false);
  });
});
