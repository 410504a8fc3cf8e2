import type { CastFrameworkLike } from './google-cast';

/** Google's Web Sender SDK, which only Chrome can use; it is loaded from here alone. */
export const CAST_SDK_URL = 'https://www.gstatic.com/cv/js/sender/v1/cast_sender.js?loadCastFramework=1';

/** Whether the browser is Chrome (not another Chromium browser, which the SDK turns away) on a secure page. */
export function offersGoogleCast(userAgent: string, secure: boolean): boolean {
  return secure && /\bChrome\//.test(userAgent) && !/\b(Edg|OPR|SamsungBrowser|YaBrowser)\//.test(userAgent);
}

/** The SDK's globals as far as the player reads them. */
type CastGlobals = {
  __onGCastApiAvailable?: (available: boolean) => void;
  cast?: {
    framework: {
      CastContext: { getInstance(): CastFrameworkLike['context'] & { setOptions(options: object): void } };
      RemotePlayer: new () => CastFrameworkLike['player'];
      RemotePlayerController: new (
        player: CastFrameworkLike['player'],
      ) => {
        addEventListener(type: string, listener: () => void): void;
        removeEventListener(type: string, listener: () => void): void;
      };
      RemotePlayerEventType: { ANY_CHANGE: string };
    };
  };
  chrome?: {
    cast: {
      AutoJoinPolicy: { ORIGIN_SCOPED: string };
      media: {
        DEFAULT_MEDIA_RECEIVER_APP_ID: string;
        MediaInfo: new (url: string, contentType: string) => { metadata: unknown };
        GenericMediaMetadata: new () => { title: string };
        LoadRequest: new (media: unknown) => { currentTime: number; autoplay: boolean };
      };
    };
  };
};

let loading: Promise<CastFrameworkLike | null> | null = null;

/**
 * Loads the SDK once and answers its framework, or null when it cannot be had (no network, no
 * cast support in this Chrome): the player then falls back to the Remote Playback API.
 */
export function loadGoogleCast(): Promise<CastFrameworkLike | null> {
  loading ??= new Promise<CastFrameworkLike | null>((resolve) => {
    const globals = window as unknown as CastGlobals;
    globals.__onGCastApiAvailable = (available) => resolve(available ? frameworkOf(globals) : null);
    const script = document.createElement('script');
    script.src = CAST_SDK_URL;
    script.async = true;
    script.onerror = () => resolve(null);
    document.head.append(script);
  });
  return loading;
}

function frameworkOf(globals: CastGlobals): CastFrameworkLike | null {
  const { cast, chrome } = globals;
  if (!cast || !chrome) return null;
  const context = cast.framework.CastContext.getInstance();
  context.setOptions({
    receiverApplicationId: chrome.cast.media.DEFAULT_MEDIA_RECEIVER_APP_ID,
    autoJoinPolicy: chrome.cast.AutoJoinPolicy.ORIGIN_SCOPED,
  });
  const player = new cast.framework.RemotePlayer();
  const controller = new cast.framework.RemotePlayerController(player);
  const anyChange = cast.framework.RemotePlayerEventType.ANY_CHANGE;
  return {
    context,
    player,
    onChange(listener) {
      controller.addEventListener(anyChange, listener);
      return () => controller.removeEventListener(anyChange, listener);
    },
    loadRequest({ url, title, currentTime }) {
      const info = new chrome.cast.media.MediaInfo(url, 'application/x-mpegurl');
      const metadata = new chrome.cast.media.GenericMediaMetadata();
      metadata.title = title;
      info.metadata = metadata;
      const request = new chrome.cast.media.LoadRequest(info);
      request.currentTime = currentTime;
      request.autoplay = true;
      return request;
    },
  };
}
