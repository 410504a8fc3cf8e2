import type en from '../../i18n/chat-room/en.json';
import { loadNamespace, type NamespaceBundles } from '../../i18n/i18n';

type Texts = typeof en;

/**
 * The chat room's texts: the `chat-room` namespace, loaded with the chunks that show them (never with the home).
 * Every module that uses these texts imports this one, so a lazy chunk that shows them registers
 * and starts loading them as it loads (see `withTexts`).
 */
export const chatRoomTexts: NamespaceBundles<Texts> = {
  en: () => import('../../i18n/chat-room/en.json').then((bundle) => bundle.default),
  es: () => import('../../i18n/chat-room/es.json').then((bundle) => bundle.default satisfies Texts),
  he: () => import('../../i18n/chat-room/he.json').then((bundle) => bundle.default satisfies Texts),
  it: () => import('../../i18n/chat-room/it.json').then((bundle) => bundle.default satisfies Texts),
};

loadNamespace('chat-room', chatRoomTexts);
