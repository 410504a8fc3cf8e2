import sanitizeHtml from 'sanitize-html';

/**
 * A company's own embed code (the spec's custom embed, an iframe): only iframes with an https
 * address and their layout attributes are kept; scripts, handlers and any other markup are
 * dropped. The watch page still runs what is left in a sandbox without the site's origin.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['iframe'],
  allowedAttributes: {
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder', 'referrerpolicy'],
  },
  allowedSchemes: ['https'],
  allowedSchemesAppliedToAttributes: ['src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text between tags is dropped too: the code is a frame, not a page.
  textFilter: () => '',
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
};

/** The embed code's https iframes, or an empty string when it holds none. */
export function sanitizeEmbedCode(code: string): string {
  return sanitizeHtml(code, OPTIONS).trim();
}
