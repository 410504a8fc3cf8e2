import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { LtrValueLine } from './ltr-value-line';

afterEach(cleanup);

describe('a line with a left-to-right value', () => {
  it('keeps a Hebrew meeting ID in its own left-to-right island, with the translated label', async () => {
    await i18n.changeLanguage('he');
    render(
      <LtrValueLine
        line={(slot) => i18n.t('screenings.overview.meetingId', { id: slot })}
        value="812 4471 0093"
      />,
    );
    const island = screen.getByText('812 4471 0093');
    expect(island.tagName).toBe('BDI');
    expect(island.getAttribute('dir')).toBe('ltr');
    expect(island.parentElement?.textContent).toBe(
      i18n.t('screenings.overview.meetingId', { id: '812 4471 0093' }),
    );
  });
});
