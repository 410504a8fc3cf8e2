import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../ui/app-providers';
import { RichTextEditor } from './rich-text-editor';

function renderEditor(error: string | undefined) {
  return (
    <AppProviders>
      <RichTextEditor
        label="Description"
        initialHtml="<p>Hello</p>"
        onChange={() => undefined}
        error={error}
      />
    </AppProviders>
  );
}

describe('the rich text editor', () => {
  it('shows its message in error under the text and has the text read with it', async () => {
    const { rerender } = render(renderEditor(undefined));
    const text = await screen.findByRole('textbox', { name: 'Description' });
    expect(text.getAttribute('aria-invalid')).toBeNull();

    rerender(renderEditor('It can not be longer than 50000'));
    const message = screen.getByText('It can not be longer than 50000');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(text.getAttribute('aria-describedby')).toBe(message.id);
  });
});
