// The shell's server entry (its node build, see webpack/node-target.js): renders one page for the server.
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Provider, createStore } from '../lib/app-jotai';
import { dehydrate } from '@tanstack/react-query';
import {
  DEFAULT_AGENT_ID,
  DataProvider,
  ViewportGuessContext,
  configureApiClient,
  createQueryClient,
  pageTitle,
  toDataBlockJson,
  type PageMeta,
  type RequestClientOptions,
  type ViewportGuess,
} from '@jincheng/shared';
import { AppRoutes } from '../app/app';
import { parseRegistry } from '../remotes/registry';
import { preloadRoute, serverVersion, type Preloaded, type PreloadInput } from './preload-route';
import { renderScope } from './request-scope';
import { CLIENT_ONLY_DIGEST } from '../app/root-options';
import { Document, type DocumentInput } from './document';
import '../styles/global.css';

export interface RenderInput extends Omit<PreloadInput, 'queryClient' | 'registry' | 'pathname' | 'search'> {
  /** Path and query of the page. */
  url: string;
  /** The public registry as the server read it for this request (parsed here like the browser does). */
  registry: unknown;
  /** After this the render is cut short: whatever is still pending is left to the browser. */
  renderTimeoutMs: number;
  /** The screen the request comes from, as the server guesses it ('wide' when not given). */
  viewport?: ViewportGuess;
}

export interface RenderResult {
  /** The markup of `#root`. */
  html: string;
  /** The dehydrated query cache for the page's `jc-data` block (already escaped for HTML). */
  data: string;
  /** The document title (spec: product name - route title). */
  title: string;
  meta?: PageMeta;
  remote?: Preloaded['remote'];
  remotes: Preloaded['remotes'];
  /** Boundaries left to the browser, with why. */
  clientOnly: string[];
}

/** The `equipment` id every server render's API reads carry (sent as `pc_server-render`). */
export const SERVER_RENDER_ID = 'server-render';

/** Once per process: the request client reads the API in-process (the server passes its transport). */
export function setUpServerRendering(options: Pick<RequestClientOptions, 'adapter' | 'baseURL'>): void {
  configureApiClient({
    ...options,
    // Anonymous and the same for every render: no token, the site's own agent, one server equipment id
    // (browser storage would otherwise be asked, and a process has one for every visitor).
    getToken: () => '',
    getAgentId: () => DEFAULT_AGENT_ID,
    getUniqueId: () => SERVER_RENDER_ID,
    notify: () => undefined,
  });
}

/** Every remote of a render's page in page order (one of an older render: `remote`). */
type RemoteOfPage = Preloaded['remotes'][number];

export interface DocumentRenderInput extends RenderInput {
  document: DocumentInput;
  /** The critical CSS and remote entries of the page, for its rendered markup (the server knows its builds). */
  pageAssets: (html: string, remotes: RemoteOfPage[]) => { css: string; preload: string[] };
}

export interface DocumentResult extends Omit<RenderResult, 'html' | 'data'> {
  /** The whole page, `<!DOCTYPE html>` on. */
  document: string;
}

function collect(): { sink: Writable; text: () => string } {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { sink, text: () => Buffer.concat(chunks).toString('utf8') };
}

/**
 * The remote versions a visitor in `bucket` is rendered with (`scores@1.2.0,…`; past a version the page marks
 * broken, the one that stands in for it): what a server-rendered page depends on besides its URL. Visitors on
 * the same side of every canary share cached pages, whatever their bucket.
 */
export function versionsFor(registry: unknown, bucket: number): string {
  const parsed = parseRegistry(registry);
  return (Object.keys(parsed.remotes) as (keyof typeof parsed.remotes)[])
    .sort()
    .map((remote) => {
      const { version, fallbackFrom } = serverVersion(parsed, remote, bucket);
      return `${remote}@${version}${fallbackFrom ? `<${fallbackFrom}` : ''}`;
    })
    .join(',');
}

/**
 * Renders the page at `url` for one request: preloads the route's remote and data (preload-route.ts), then
 * renders the shell and the screen with React's streaming renderer and waits for all of it (every boundary
 * in document order, so the page reads without scripts). Rejects only when the shell itself cannot render;
 * the server then sends the page without server markup.
 */
export async function renderPage(input: RenderInput): Promise<RenderResult> {
  const [pathname = '/', query = ''] = input.url.split('?');
  const search = query ? `?${query}` : '';
  const queryClient = createQueryClient();
  const preloaded = await preloadRoute({
    ...input,
    pathname,
    search,
    registry: parseRegistry(input.registry),
    queryClient,
  });
  const clientOnly: string[] = [];
  const store = createStore();
  const html = await new Promise<string>((resolve, reject) => {
    renderScope.run({ exposes: preloaded.exposes }, () => {
      const { sink, text } = collect();
      const stream = renderToPipeableStream(
        <ViewportGuessContext.Provider value={input.viewport ?? 'wide'}>
          <Provider store={store}>
            <DataProvider client={queryClient}>
              <StaticRouter location={input.url}>
                <AppRoutes />
              </StaticRouter>
            </DataProvider>
          </Provider>
        </ViewportGuessContext.Provider>,
        {
          // Never outline a finished boundary behind an inline script (React 19.2 does for large ones): the
          // page must read without scripts, and the CSP allows none without a nonce.
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          onAllReady() {
            clearTimeout(timer);
            sink.on('finish', () => resolve(text()));
            stream.pipe(sink);
          },
          onShellError(error) {
            clearTimeout(timer);
            reject(error);
          },
          onError(error) {
            clientOnly.push(error instanceof Error ? error.message : String(error));
            return CLIENT_ONLY_DIGEST;
          },
        },
      );
      const timer = setTimeout(
        () => stream.abort(new Error(`render over ${input.renderTimeoutMs} ms`)),
        input.renderTimeoutMs,
      );
    });
  });
  return {
    html,
    data: toDataBlockJson(dehydrate(queryClient)),
    // No route: /login or a path no route owns, both sent on to the home page.
    title: pageTitle(preloaded.route?.title ?? '首页'),
    meta: preloaded.meta,
    remote: preloaded.remote,
    remotes: preloaded.remotes,
    clientOnly,
  };
}

/**
 * The whole page for one request: the screen rendered as `renderPage` does (its markup is what the browser
 * hydrates in `#root`), then the document around it (document.tsx) with the critical CSS of that markup.
 */
export async function renderDocument(input: DocumentRenderInput): Promise<DocumentResult> {
  const { html, data, ...page } = await renderPage(input);
  const { css, preload } = input.pageAssets(html, page.remotes);
  const document = await new Promise<string>((resolve, reject) => {
    const { sink, text } = collect();
    const stream = renderToPipeableStream(
      <Document
        input={input.document}
        title={page.title}
        meta={page.meta}
        css={css}
        preload={preload}
        html={html}
        data={data}
        viewport={input.viewport}
      />,
      {
        onAllReady() {
          sink.on('finish', () => resolve(text()));
          stream.pipe(sink);
        },
        onShellError: reject,
        onError: reject,
      },
    );
  });
  return { ...page, document };
}
