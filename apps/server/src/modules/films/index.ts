/** The films module's face: the back-office's films, their uploads and the transcoding queue. */

export { createFilmSources } from './film-sources.ts';
export { registerFilmRoutes } from './routes.ts';
export { createTranscodeQueue, type TranscodeQueue } from './transcode-queue.ts';
