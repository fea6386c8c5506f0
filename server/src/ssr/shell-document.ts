import { LRUCache } from 'lru-cache';
import { heldLink, type HeadElement, type HeadItem, type ShellDocument } from '@jincheng/shared/core';
import { NONCE_PLACEHOLDER, SCRIPT_NONCE_PLACEHOLDER } from '../security/nonce-html';

export type { HeadElement, HeadItem, ShellDocument } from '@jincheng/shared/core';

/** A start tag with its attributes (quoted or not, as the HTML minifier leaves them). */
const START_TAG = /<([a-zA-Z]+)((?:\s+[^\s=/>]+(?:=(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=/>]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>', apos: "'" };

const decode = (text: string) =>
  text.replace(/&(amp|quot|#39|lt|gt|apos);/g, (_m, name: string) => ENTITIES[name] ?? '');

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] as string).toLowerCase();
    attributes[name] = decode(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** The element with its nonce placeholder (if any) turned into which nonce it carries. */
function element(tag: HeadElement['tag'], attributes: Record<string, string>, text?: string): HeadElement {
  const { nonce, ...rest } = attributes;
  const kind =
    nonce === SCRIPT_NONCE_PLACEHOLDER ? 'script' : nonce === NONCE_PLACEHOLDER ? 'style' : undefined;
  return {
    tag,
    attributes: kind || nonce === undefined ? rest : attributes,
    ...(text !== undefined ? { text } : {}),
    ...(kind ? { nonce: kind } : {}),
  };
}

/** A tag of the built head as the server-rendered page has it. */
function headItem(tag: string, attributes: Record<string, string>, text: string): HeadItem | undefined {
  const { rel, href = '' } = attributes;
  if (tag === 'title') return { tag: 'title' };
  if (tag === 'meta' && attributes.name === 'description')
    return { tag: 'description', content: attributes.content ?? '' };
  if (tag === 'script' && attributes.src && 'defer' in attributes)
    return element('link', heldLink('script', attributes.src));
  if (tag === 'link' && rel === 'stylesheet') return element('link', heldLink('style', href));
  if (tag === 'link' && rel === 'manifest') return element('link', heldLink('manifest', href));
  if (tag === 'meta' || tag === 'link') return element(tag, attributes);
  if (tag === 'style' || tag === 'script') return element(tag, attributes, text);
  return undefined;
}

/**
 * Reads a shell's built `index.html` (html-webpack-plugin's output) into a ShellDocument. Only the tags such a
 * page has are read (meta, link, title, style, script in <head>); <noscript> and the empty #root in <body> are
 * the browser-rendered page's, not a server-rendered one's.
 */
export function parseShellDocument(html: string): ShellDocument {
  const headStart = html.search(/<head[\s>]/);
  const headEnd = html.indexOf('</head>');
  const htmlTag = /<html((?:\s[^>]*)?)>/.exec(html);
  const head: HeadItem[] = [];
  const source = headStart === -1 || headEnd === -1 ? '' : html.slice(headStart, headEnd);
  START_TAG.lastIndex = 0;
  for (let match = START_TAG.exec(source); match; match = START_TAG.exec(source)) {
    const tag = (match[1] as string).toLowerCase();
    let text = '';
    if (tag === 'style' || tag === 'script' || tag === 'title') {
      const close = source.indexOf(`</${tag}>`, START_TAG.lastIndex);
      const end = close === -1 ? source.length : close;
      text = source.slice(START_TAG.lastIndex, end);
      START_TAG.lastIndex = end;
    }
    const item = headItem(tag, attributesOf(match[2] ?? ''), text);
    if (item) head.push(item);
  }
  return { attributes: attributesOf(htmlTag?.[1] ?? ''), head, preloadLink: heldLink('preload', '') };
}

const documents = new LRUCache<string, { html: string; document: ShellDocument }>({ max: 16 });

/** The ShellDocument of a shell version's built page, read once per version (version folders are immutable). */
export function shellDocument(version: string, html: string): ShellDocument {
  const known = documents.get(version);
  if (known && known.html === html) return known.document;
  const document = parseShellDocument(html);
  documents.set(version, { html, document });
  return document;
}
