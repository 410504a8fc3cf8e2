/** The watch feature's face: the watch page, and the event manager and player the TV app reuses. */

export { EventManagerView } from './components/event-manager-view';
export { loadHlsPlayer } from './movie/hls-player-loader';
export { useEventManager } from './use-event-manager';
