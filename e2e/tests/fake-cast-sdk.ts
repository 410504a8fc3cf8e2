/**
 * A stand-in for Google's Cast Web Sender script, served at its address: one device, "Living Room
 * TV", which connects when picked and plays what it is given. The page keeps what it was asked to
 * load in `window.castLoaded`.
 */
export const FAKE_CAST_SDK = `(() => {
  const listeners = new Set();
  const player = { isConnected: false, playerState: null, isMediaLoaded: false };
  const changed = () => { for (const listener of listeners) listener(); };
  let session = null;
  const context = {
    setOptions() {},
    requestSession() {
      session = {
        getCastDevice: () => ({ friendlyName: 'Living Room TV' }),
        loadMedia(request) {
          window.castLoaded = { url: request.media.contentId, currentTime: request.currentTime };
          Object.assign(player, { isMediaLoaded: true, playerState: 'PLAYING' });
          changed();
          return Promise.resolve();
        },
      };
      player.isConnected = true;
      changed();
      return Promise.resolve();
    },
    endCurrentSession() {
      session = null;
      Object.assign(player, { isConnected: false, playerState: null, isMediaLoaded: false });
      changed();
    },
    getCurrentSession: () => session,
  };
  window.cast = { framework: {
    CastContext: { getInstance: () => context },
    RemotePlayer: function () { return player; },
    RemotePlayerController: function () {
      return {
        addEventListener: (_type, listener) => listeners.add(listener),
        removeEventListener: (_type, listener) => listeners.delete(listener),
      };
    },
    RemotePlayerEventType: { ANY_CHANGE: 'anyChanged' },
  } };
  window.chrome = window.chrome || {};
  window.chrome.cast = {
    AutoJoinPolicy: { ORIGIN_SCOPED: 'origin_scoped' },
    media: {
      DEFAULT_MEDIA_RECEIVER_APP_ID: 'CC1AD845',
      MediaInfo: function (url, contentType) { this.contentId = url; this.contentType = contentType; },
      GenericMediaMetadata: function () {},
      LoadRequest: function (media) { this.media = media; },
    },
  };
  window.__onGCastApiAvailable(true);
})();`;

export const CAST_SDK_PATTERN = 'https://www.gstatic.com/cv/js/sender/**';
