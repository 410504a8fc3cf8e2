// hls.js ships its light build (no DRM, in-manifest subtitles or alternate audio, none of which the
// player uses) without its own declarations; its API is the full build's.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
