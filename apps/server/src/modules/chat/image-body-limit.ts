import { CHAT_IMAGE } from '@screener/contracts/chat-room';

/** The body limit of the calls that carry a picture: a 2 MB picture as base64 is about 2.7 MB. */
export const IMAGE_BODY_LIMIT = Math.ceil((CHAT_IMAGE.maxBytes * 4) / 3) + 64 * 1024;
