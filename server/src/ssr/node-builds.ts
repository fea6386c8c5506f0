import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxiosAdapter } from 'axios';

/**
 * The server builds (`<version>/node/`) beside each published browser build: the shell's render pipeline
 * (`shell/<v>/node/main.js`), each remote's container (`remotes/<r>/<v>/node/remoteEntry.js`) and the CSS
 * of each (inlined into the page). Version folders are immutable, so what is read is kept per version.
 */
export interface ShellRenderer {
  renderPage(input: {
    url: string;
    registry: unknown;
    bucket: number;
    nodeEntry: (remote: string, version: string) => string | undefined;
    budgetMs: number;
    renderTimeoutMs: number;
  }): Promise<{
    html: string;
    data: string;
    title: string;
    meta?: { title?: string; description?: string };
    remote?: { name: string; version: string; rendered: boolean; reason?: string };
    clientOnly: string[];
  }>;
  setUpServerRendering(options: { adapter: AxiosAdapter }): void;
  /** The remote versions a canary bucket gets (`scores@1.2.0,…`); shell builds before it lack it. */
  versionsFor?(registry: unknown, bucket: number): string;
}

export function nodeDir(outDir: string, app: string, version: string): string {
  const appDir = app === 'shell' ? path.join(outDir, 'shell') : path.join(outDir, 'remotes', app);
  return path.join(appDir, version, 'node');
}

const renderers = new Map<string, ShellRenderer | Error>();

/** The shell version's render pipeline, loaded once (and set up with `adapter`); an Error when it cannot be. */
export function shellRenderer(outDir: string, version: string, adapter: AxiosAdapter): ShellRenderer | Error {
  const file = path.join(nodeDir(outDir, 'shell', version), 'main.js');
  const known = renderers.get(file);
  if (known && !(known instanceof Error)) return known;
  if (!fs.existsSync(file)) return new Error(`no server build of shell ${version}`);
  try {
    const loaded = createRequire(__filename)(file) as ShellRenderer;
    loaded.setUpServerRendering({ adapter });
    renderers.set(file, loaded);
    return loaded;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
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
