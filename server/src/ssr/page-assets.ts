import { classesIn, criticalCss } from './critical-css';
import { nodeCss, type RemoteRendered } from './node-builds';

/** What a server-rendered page carries beside its markup: its critical CSS and the remote entries it uses. */
export interface PageAssets {
  /** Inline CSS: of the shell's and of every remote's CSS, the rules the page's markup can use. */
  css: string;
  /** Scripts worth fetching at once: the entry of each remote on the page. */
  preload: string[];
}

/**
 * The assets of a page whose markup (`html`) the shell
 * version rendered with `remotes`. Only the rules the markup can use, of the shell and of every remote on the
 * page (the home page's widgets come from two): the browser build brings the rest with its scripts.
 */
export function pageAssets(
  outDir: string,
  shellVersion: string,
  html: string,
  remotes: readonly RemoteRendered[],
): PageAssets {
  const used = classesIn(html);
  const css = [
    criticalCss(nodeCss(outDir, 'shell', shellVersion), used),
    ...remotes.map((remote) =>
      remote.version ? criticalCss(nodeCss(outDir, remote.name, remote.version), used) : '',
    ),
  ]
    .filter(Boolean)
    .join('\n');
  const preload = remotes.flatMap((remote) =>
    remote.version ? [`/remotes/${remote.name}/${remote.version}/remoteEntry.js`] : [],
  );
  return { css, preload };
}
