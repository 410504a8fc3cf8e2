type Handler = (event: string, data: unknown) => void;

/**
 * hls.js stand-in for web tests: records what a player asks of it and lets a test raise its events.
 * A test file has the player loader (features/watch/movie/hls-player-loader.ts) answer it and reads
 * `hlsPlayers` to see the players it made.
 */
export default class FakeHls {
  static isSupported = () => true;
  static Events = {
    MANIFEST_PARSED: 'hlsManifestParsed',
    LEVEL_SWITCHED: 'hlsLevelSwitched',
    ERROR: 'hlsError',
  };
  static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
  static ErrorDetails = {
    MANIFEST_LOAD_ERROR: 'manifestLoadError',
    MANIFEST_LOAD_TIMEOUT: 'manifestLoadTimeOut',
    MANIFEST_PARSING_ERROR: 'manifestParsingError',
  };
  config: Record<string, unknown>;
  handlers = new Map<string, Handler>();
  source: string | null = null;
  destroyed = false;
  recoveries = 0;
  currentLevel = -1;
  levels: { height: number }[] = [];
  constructor(config: Record<string, unknown>) {
    this.config = config;
    hlsPlayers.created.push(this);
  }
  on(event: string, handler: Handler) {
    this.handlers.set(event, handler);
  }
  emit(event: string, data: unknown) {
    this.handlers.get(event)?.(event, data);
  }
  loadSource(source: string) {
    this.source = source;
  }
  /** Raises MANIFEST_PARSED with these levels, as hls.js does once the manifest is read. */
  parseManifest(levels: { height: number }[]) {
    this.levels = levels;
    this.emit(FakeHls.Events.MANIFEST_PARSED, { levels });
  }
  attachMedia() {}
  startLoad() {}
  recoverMediaError() {
    this.recoveries += 1;
  }
  destroy() {
    this.destroyed = true;
  }
}

/** Every player made since the test emptied `created`, and those not destroyed yet. */
export const hlsPlayers = {
  created: [] as FakeHls[],
  live: () => hlsPlayers.created.filter((player) => !player.destroyed),
};

/** The fatal error hls.js raises when a stream's manifest cannot be fetched. */
export const manifestLoadError = { fatal: true, type: 'networkError', details: 'manifestLoadError' };
