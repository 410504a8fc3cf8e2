// mux-embed ships declarations (dist/types) that its package.json does not name, so TypeScript
// cannot find them; these are the calls the player makes, as those declarations give them.
declare module 'mux-embed' {
  type ErrorEvent = {
    player_error_code?: number;
    player_error_message?: string;
    player_error_context?: string;
  };
  const mux: {
    monitor(video: HTMLMediaElement, options?: object): void;
    emit(video: HTMLMediaElement, type: 'error', payload?: ErrorEvent): void;
    destroyMonitor(video: HTMLMediaElement): void;
  };
  export default mux;
}
