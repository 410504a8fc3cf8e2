/** The devices feature's face: the viewer's paired TVs and the pairing code's page. */

export { TvAppTab } from './components/tv-app-tab';
