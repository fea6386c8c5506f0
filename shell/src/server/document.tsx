// The server-rendered page as one React document: the shell version's page (given as data by the server,
// server/src/ssr/shell-document.ts), the page's own head, `#root` with the rendered screen, and the data blocks.
import { createElement, type ReactNode } from 'react';
import {
  DATA_ELEMENT_ID,
  REGISTRY_ELEMENT_ID,
  VIEWPORT_GUESS_ATTRIBUTE,
  toDataBlockJson,
  type PageMeta,
  type ViewportGuess,
} from '@jincheng/shared';
import type { DocumentInput, HeadElement } from '@jincheng/shared/core';

export type { DocumentInput };

export interface DocumentProps {
  input: DocumentInput;
  title: string;
  meta?: PageMeta;
  /** The critical CSS of the page. */
  css: string;
  /** The entries of the remotes the page uses (held links, made preloads after the first paint). */
  preload: string[];
  /** The rendered markup of `#root`. */
  html: string;
  /** The dehydrated query cache, already escaped for a data block. */
  data: string;
  viewport?: ViewportGuess;
}

/** HTML attribute names that React spells otherwise. */
const PROP_NAMES: Record<string, string> = {
  charset: 'charSet',
  class: 'className',
  crossorigin: 'crossOrigin',
  'http-equiv': 'httpEquiv',
  fetchpriority: 'fetchPriority',
  referrerpolicy: 'referrerPolicy',
};

function props(attributes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [PROP_NAMES[name] ?? name, value]),
  );
}

/** Short enough for a link preview; one line. */
function clip(text: string, max = 120): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** Never called: a link with a load handler is rendered where it stands (below). */
const stayInPlace = () => undefined;

function HeadTag({ element, nonces }: { element: HeadElement; nonces: DocumentInput['nonces'] }) {
  const nonce = element.nonce ? nonces[element.nonce] : undefined;
  return createElement(element.tag, {
    ...props(element.attributes),
    ...(nonce ? { nonce } : {}),
    // React moves a <link> ahead of the head's <style> elements unless it has a load handler. The built page's
    // links keep their place: its held stylesheet, applied once the scripts start, must come after the
    // critical CSS, or a rule of the critical CSS (a closed menu) would win over a later one of the stylesheet
    // (the open menu). The handler is not part of the markup, and the document is never hydrated.
    ...(element.tag === 'link' ? { onLoad: stayInPlace } : {}),
    ...(element.text !== undefined ? { dangerouslySetInnerHTML: { __html: element.text } } : {}),
  });
}

/** The page's own head where the built page has its title: title, Open Graph, remote entries, critical CSS. */
function PageHead({ title, meta, css, preload, input }: DocumentProps) {
  const description = meta?.description ? clip(meta.description) : undefined;
  return (
    <>
      <title>{title}</title>
      <meta property="og:type" content={meta ? 'article' : 'website'} />
      <meta property="og:site_name" content="锦城体育" />
      <meta property="og:title" content={meta?.title ?? title} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={input.url} />
      {preload.map((href) => (
        <link key={href} {...props({ ...input.shell.preloadLink, href })} />
      ))}
      {css ? (
        <style nonce={input.nonces.style} data-jc-critical="" dangerouslySetInnerHTML={{ __html: css }} />
      ) : null}
    </>
  );
}

/**
 * The whole server-rendered page. Nonces go only where the built page had its placeholders and on the head
 * script, never into rendered markup or data (which carry text from the API); data blocks are JSON escaped for
 * HTML (`toDataBlockJson`). React places the page's metadata (meta, title, the remote entries' links) first in
 * <head>; the built page's links stay in its order.
 */
export function Document(page: DocumentProps): ReactNode {
  const { input } = page;
  const description = page.meta?.description ? clip(page.meta.description) : undefined;
  const head = input.shell.head.map((item, index) => {
    if (item.tag === 'title') return <PageHead key={index} {...page} />;
    if (item.tag === 'description')
      return <meta key={index} name="description" content={description ?? item.content} />;
    return <HeadTag key={index} element={item} nonces={input.nonces} />;
  });
  const root = page.viewport === 'phone' ? { [VIEWPORT_GUESS_ATTRIBUTE]: 'phone' } : {};
  return (
    <html {...props(input.shell.attributes)}>
      <head>
        {head}
        {input.registry !== undefined ? (
          <script
            type="application/json"
            id={REGISTRY_ELEMENT_ID}
            dangerouslySetInnerHTML={{ __html: toDataBlockJson(input.registry) }}
          />
        ) : null}
        <script nonce={input.nonces.script} dangerouslySetInnerHTML={{ __html: input.headScript }} />
      </head>
      <body>
        <div id="root" {...root} dangerouslySetInnerHTML={{ __html: page.html }} />
        <script
          type="application/json"
          id={DATA_ELEMENT_ID}
          dangerouslySetInnerHTML={{ __html: page.data }}
        />
      </body>
    </html>
  );
}
