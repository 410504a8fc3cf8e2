/**
 * hls.js is fetched apart from the page, so the page can ask for the event and its stream cookie
 * while the player library downloads; the watch page starts the download as it opens.
 */
export const loadHlsPlayer = () => import('hls.js/light');
