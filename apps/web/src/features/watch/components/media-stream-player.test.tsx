import { HLS_BUFFER_SECONDS } from '@screener/contracts/ui';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { hlsPlayers, manifestLoadError } from '../../../test/fake-hls';
import { AppProviders } from '../../../ui/app-providers';
import { MediaStreamPlayer } from './media-stream-player';

vi.mock('../movie/hls-player-loader', () => ({
  loadHlsPlayer: () => import('../../../test/fake-hls'),
  withHlsPlayer: (use: (module: unknown) => void, onFailure: () => void) =>
    void import('../../../test/fake-hls').then(use, onFailure),
}));

const FEED = 'https://live.example.org/hall/index.m3u8';
const mediaError = { fatal: true, type: 'mediaError', details: 'bufferStalledError' };

function renderPlayer(streamingUrl: string | null) {
  const view = render(
    <AppProviders>
      <MediaStreamPlayer streamingUrl={streamingUrl} title="Opening Night" fullScreen={false} />
    </AppProviders>,
  );
  return (next: string | null) =>
    view.rerender(
      <AppProviders>
        <MediaStreamPlayer streamingUrl={next} title="Opening Night" fullScreen={false} />
      </AppProviders>,
    );
}

const liveSource = () => waitFor(() => hlsPlayers.live().at(-1)?.source ?? expect.fail('no live source yet'));

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  void i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  hlsPlayers.created.length = 0;
});

describe('the media stream', () => {
  it('plays the feed through hls.js with the buffer of spec part 2 §9', async () => {
    renderPlayer(FEED);
    expect(await liveSource()).toBe(FEED);
    expect(hlsPlayers.created[0]?.config).toMatchObject({
      maxBufferLength: HLS_BUFFER_SECONDS.max,
      maxMaxBufferLength: HLS_BUFFER_SECONDS.max,
      backBufferLength: HLS_BUFFER_SECONDS.back,
    });
    expect(screen.getByLabelText('Live stream: Opening Night')).toBeTruthy();
  });

  it('plays an address the company sets while the page is open', async () => {
    const change = renderPlayer(null);
    expect(screen.getByText(i18n.t('watch.streamUnavailable'))).toBeTruthy();
    change(FEED);
    expect(await liveSource()).toBe(FEED);
  });

  it('recovers from a media error before it gives up, then offers a retry that restarts the feed', async () => {
    renderPlayer(FEED);
    await liveSource();
    const player = hlsPlayers.live()[0];
    act(() => player?.emit('hlsError', mediaError));
    expect(player?.recoveries).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => player?.emit('hlsError', mediaError));
    act(() => player?.emit('hlsError', mediaError));
    expect(await screen.findByText(i18n.t('player.errors.unrecoverable'))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: i18n.t('player.retry') }));
    await waitFor(() => expect(hlsPlayers.live()).toHaveLength(1));
    expect(hlsPlayers.created).toHaveLength(2);
    expect(screen.queryByText(i18n.t('player.errors.unrecoverable'))).toBeNull();
  });

  it('shows the manifest-load message when the feed cannot be loaded', async () => {
    renderPlayer(FEED);
    await liveSource();
    act(() => hlsPlayers.live()[0]?.emit('hlsError', manifestLoadError));
    expect(await screen.findByText(i18n.t('player.errors.manifestLoad'))).toBeTruthy();
  });
});
