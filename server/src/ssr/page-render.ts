import type { FastifyBaseLogger } from 'fastify';
import type { ViewportGuess } from '@jincheng/shared/core';
import { drawNonces } from '../security/headers';
import { withNonces } from '../security/nonce-html';
import { pageAssets } from './page-assets';
import { PageBytes } from './page-bytes';
import { serverPage, type RenderedParts } from './page-html';
import type { RenderThread, ThreadRenderResult } from './render-threads';
import { shellDocument } from './shell-document';

/**
 * A render as the cache keeps it: the whole document the shell rendered with the entry's nonces, or (a shell
 * build before `renderDocument`) the parts the server makes a page of with the template.
 */
export type RenderedPage = { complete: boolean } & (
  | { document: string; nonces: { script: string; style: string } }
  | (Omit<RenderedParts, 'url'> & { document?: undefined })
);

/** What of the request's page a render needs (server-render.ts's PageContext). */
export interface PageSource {
  shellVersion: string;
  registry: unknown;
  /** The shell's built `index.html`; with `headScript`, the shell is asked for the whole document. */
  shellHtml?: string;
  registryBlock?: unknown;
  headScript?: string;
}

export interface RenderRequest {
  url: string;
  bucket: number;
  viewport: ViewportGuess;
  budgetMs: number;
  renderTimeoutMs: number;
  /** How long the thread may take to answer. */
  timeoutMs: number;
}

/**
 * Renders a page in the shell version's thread. One set of nonces per cache entry, drawn here: the shell puts
 * them on its document's elements and the CSP header of every answer of the entry names them. Rejects when the
 * render failed (the page is then rendered in the browser).
 */
export async function renderInThread(
  thread: RenderThread,
  outDir: string,
  page: PageSource,
  request: RenderRequest,
  log: FastifyBaseLogger,
): Promise<RenderedPage> {
  const { url, bucket, viewport, budgetMs, renderTimeoutMs } = request;
  const nonces = drawNonces();
  const document =
    page.shellHtml !== undefined && page.headScript !== undefined
      ? {
          shell: shellDocument(page.shellVersion, page.shellHtml),
          nonces,
          url,
          registry: page.registryBlock,
          headScript: page.headScript,
        }
      : undefined;
  const result: ThreadRenderResult = await thread.renderPage(
    {
      url,
      registry: page.registry,
      bucket,
      budgetMs,
      renderTimeoutMs,
      viewport,
      ...(document ? { document } : {}),
    },
    request.timeoutMs,
  );
  const remotes = result.remotes ?? (result.remote ? [result.remote] : []);
  for (const remote of remotes)
    if (!remote.rendered) log.warn(`${remote.name} ${remote.version} left to the browser: ${remote.reason}`);
  const complete = remotes.every((remote) => remote.rendered);
  if (typeof result.document === 'string') return { document: result.document, nonces, complete };
  const html = result.html ?? '';
  const { css, preload } = pageAssets(outDir, page.shellVersion, html, remotes);
  return {
    html,
    data: result.data ?? '',
    title: result.title,
    meta: result.meta,
    css,
    preload,
    complete,
    viewport,
  };
}

/**
 * A rendered page as it goes out: the shell's document as it is, or (a shell build before `renderDocument`)
 * the parts put into the shell's template (`template`, nonce placeholders still in) with new nonces.
 */
export function pageBytes(page: RenderedPage, template: string, url: string): PageBytes {
  if (page.document !== undefined) return new PageBytes(page.nonces, page.document);
  const nonces = drawNonces();
  return new PageBytes(nonces, serverPage(withNonces(template, nonces), { ...page, url }, nonces.style));
}
