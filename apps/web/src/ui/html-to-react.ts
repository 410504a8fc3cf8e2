import { createElement, type ReactNode } from 'react';
import { safeHref, safeImageSrc } from './safe-url';

function tagSet(names: string): ReadonlySet<string> {
  return new Set(names.split(' '));
}

const ALLOWED_TAGS = tagSet(
  'a b blockquote br code div em figcaption figure h1 h2 h3 h4 h5 h6 hr i img li ol p pre s small span ' +
    'strong sub sup table tbody td tfoot th thead tr u ul',
);
/** Dropped with their content; any other unknown tag is unwrapped and its text kept. */
const DROPPED_TAGS = tagSet(
  'script style iframe object embed template noscript svg math form input button textarea select link ' +
    'meta base frame frameset title',
);
const VOID_TAGS = tagSet('br hr img');

function attributesOf(element: Element): Record<string, string | number> {
  const tag = element.tagName.toLowerCase();
  const props: Record<string, string | number> = {};
  const title = element.getAttribute('title');
  if (title) props.title = title;
  // Rich-text editors mark alignment and indentation with ql-* classes; other classes could pick up our styles.
  const classes = (element.getAttribute('class') ?? '')
    .split(/\s+/)
    .filter((name) => /^ql-[\w-]+$/.test(name));
  if (classes.length > 0) props.className = classes.join(' ');

  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href'));
    if (href) {
      props.href = href;
      props.target = '_blank';
      props.rel = 'noopener noreferrer';
    }
  }
  if (tag === 'img') {
    const src = safeImageSrc(element.getAttribute('src'));
    if (src) props.src = src;
    props.alt = element.getAttribute('alt') ?? '';
    props.loading = 'lazy';
  }
  if (tag === 'td' || tag === 'th') {
    for (const [attribute, prop] of [
      ['colspan', 'colSpan'],
      ['rowspan', 'rowSpan'],
    ] as const) {
      const span = Number(element.getAttribute(attribute));
      if (Number.isInteger(span) && span > 1 && span <= 100) props[prop] = span;
    }
  }
  return props;
}

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return null;
  const children = Array.from(element.childNodes, (child, index) => convert(child, `${key}.${index}`));
  if (!ALLOWED_TAGS.has(tag)) return createElement('span', { key }, ...children);
  if (tag === 'img' && !element.getAttribute('src')) return null;
  const props = { key, ...attributesOf(element) };
  return VOID_TAGS.has(tag) ? createElement(tag, props) : createElement(tag, props, ...children);
}

/**
 * Company-authored rich text (page and event descriptions) turned into React elements through an
 * allow-list. Nothing is passed to innerHTML: the HTML is parsed into an inert document (scripts do
 * not run, images do not load), and only known tags and attributes are copied, so markup cannot
 * run script or restyle the page around it.
 */
export function htmlToReact(html: string): ReactNode[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(document.body.childNodes, (node, index) => convert(node, String(index)));
}
