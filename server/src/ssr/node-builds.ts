import fs from 'node:fs';
import path from 'node:path';
import type { AxiosAdapter } from 'axios';
import type { PageAssets } from './page-assets';
import type { DocumentInput } from '@jincheng/shared/core';

/** A remote of the page as the shell's render had it: the version chosen and whether it rendered. */
export interface RemoteRendered {
  name: string;
  version: string;
  rendered: boolean;
  reason?: string;
}

/** A render's input, as the server gives it to a shell version's build. */
export interface RenderPageInput {
  url: string;
  registry: unknown;
  bucket: number;
  nodeEntry: (remote: string, version: string) => string | undefined;
  budgetMs: number;
  renderTimeoutMs: number;
  /** The screen the request comes from (shell builds before it render for a wide one). */
  viewport?: 'phone' | 'wide';
}

/** What a render tells of the page besides its markup. */
export interface RenderedPage {
  title: string;
  meta?: { title?: string; description?: string };
  remote?: RemoteRendered;
  /** Every remote of the page in page order (/home has two); shell builds before it give only `remote`. */
  remotes?: RemoteRendered[];
  clientOnly: string[];
}

export type { DocumentInput };

/**
 * The server builds (`<version>/node/`) beside each published browser build: the shell's render pipeline
 * (`shell/<v>/node/main.js`, loaded in a render thread of its own: render-threads.ts), each remote's container
 * (`remotes/<r>/<v>/node/remoteEntry.js`) and the CSS of each (inlined into the page). Version folders are
 * immutable, so what is read is kept per version. This is what a shell's build exports.
 */
export interface ShellRenderer {
  /** The markup of `#root` and the page's data block (the server then makes the page of the shell's template). */
  renderPage(input: RenderPageInput): Promise<RenderedPage & { html: string; data: string }>;
  /**
   * The whole page as one document, rendered by React from `document` (shell builds before it lack it and
   * are served by `renderPage`). `pageAssets` gives the critical CSS and remote entries for the rendered markup.
   */
  renderDocument?(
    input: RenderPageInput & {
      document: DocumentInput;
      pageAssets: (html: string, remotes: RemoteRendered[]) => PageAssets;
    },
  ): Promise<RenderedPage & { document: string }>;
  setUpServerRendering(options: { adapter: AxiosAdapter }): void;
  /** The remote versions a canary bucket gets (`scores@1.2.0,…`); shell builds before it lack it. */
  versionsFor?(registry: unknown, bucket: number): string;
}

export function nodeDir(outDir: string, app: string, version: string): string {
  const appDir = app === 'shell' ? path.join(outDir, 'shell') : path.join(outDir, 'remotes', app);
  return path.join(appDir, version, 'node');
}

/** A remote version's server entry, when its node build is there (checked per request: it may be removed). */
export function remoteNodeEntry(outDir: string) {
  return (remote: string, version: string): string | undefined => {
    const file = path.join(nodeDir(outDir, remote, version), 'remoteEntry.js');
    return fs.existsSync(file) ? file : undefined;
  };
}

const cssCache = new Map<string, string>();

/** Every CSS file of a version's node build, joined (the app's whole CSS; CSS modules cannot collide). */
export function nodeCss(outDir: string, app: string, version: string): string {
  const dir = nodeDir(outDir, app, version);
  const cached = cssCache.get(dir);
  if (cached !== undefined) return cached;
  if (!fs.existsSync(dir)) return '';
  const files = (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => name.endsWith('.css'))
    .sort();
  const css = files.map((name) => fs.readFileSync(path.join(dir, name), 'utf8')).join('\n');
  cssCache.set(dir, css);
  return css;
}

/** The versions a registry still names: per app (`shell`, each remote) its current, previous and canary. */
export function registryVersions(registry: unknown): Map<string, Set<string>> {
  const kept = new Map<string, Set<string>>();
  const add = (app: string, entry: unknown) => {
    if (!entry || typeof entry !== 'object') return;
    const versions = kept.get(app) ?? new Set<string>();
    for (const key of ['current', 'previous', 'canary']) {
      const value = (entry as Record<string, unknown>)[key];
      const version = value && typeof value === 'object' ? (value as { version?: unknown }).version : value;
      if (typeof version === 'string') versions.add(version);
    }
    kept.set(app, versions);
  };
  const parsed = (registry ?? {}) as { shell?: unknown; remotes?: Record<string, unknown> };
  add('shell', parsed.shell);
  for (const [name, entry] of Object.entries(parsed.remotes ?? {})) add(name, entry);
  return kept;
}

/**
 * Lets go of what is kept of the server builds of versions the registry no longer names (a release replaced
 * them): their CSS here, and of `inUse` (the node folders the render threads hold) those to let go. Returns
 * the node folders released. Without it every version a long-running server ever rendered stayed in memory.
 */
export function releaseNodeBuilds(outDir: string, registry: unknown, inUse: Iterable<string> = []): string[] {
  const keptDirs = new Set<string>();
  for (const [app, versions] of registryVersions(registry))
    for (const version of versions) keptDirs.add(path.resolve(nodeDir(outDir, app, version)));
  const released = new Set<string>();
  for (const dir of [...cssCache.keys()])
    if (!keptDirs.has(path.resolve(dir))) {
      released.add(path.resolve(dir));
      cssCache.delete(dir);
    }
  for (const dir of inUse) if (!keptDirs.has(path.resolve(dir))) released.add(path.resolve(dir));
  return [...released].sort();
}
