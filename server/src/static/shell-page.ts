import {
  EARLY_TAPS_SCRIPT,
  FOLLOWS_PREPAINT_SCRIPT,
  REGISTRY_ELEMENT_ID,
  START_AFTER_PAINT_SCRIPT,
  THEME_PREPAINT_SCRIPT,
  toDataBlockJson,
} from '@jincheng/shared/core';

/** The text of the page's inline head script (below); a server-rendered document carries it too. */
export const HEAD_SCRIPT = `${THEME_PREPAINT_SCRIPT};${FOLLOWS_PREPAINT_SCRIPT};${EARLY_TAPS_SCRIPT};${START_AFTER_PAINT_SCRIPT}`;

/**
 * The page's inline scripts, with this response's script nonce, at the end of <head>: the theme script
 * (shared/src/theme/prepaint.ts) sets `<html data-theme>` before the first paint, so a dark page never
 * flashes light; the follows hint (shared/src/follows/follows-hint.ts) sets `<html data-follows>` when this
 * browser may have follows, so the shared page's empty 我的关注 is never shown to a fan; the early-taps
 * script (shared/src/hydration/early-taps.ts) holds a tap on a button that is not hydrated yet and plays it
 * again once it is; the start script (shared/src/hydration/start-after-paint.ts) runs a server-rendered
 * page's scripts after its first paint. Any page that shows the shell (this one, a server-rendered one)
 * includes them the same way.
 */
export function withHeadScripts(html: string, scriptNonce: string): string {
  const tag = `<script nonce="${scriptNonce}">${HEAD_SCRIPT}</script>`;
  const at = html.indexOf('</head>');
  return at === -1 ? `${tag}${html}` : `${html.slice(0, at)}${tag}${html.slice(at)}`;
}

/**
 * The shell's `index.html` with the registry in a data block (`type="application/json"`: never executed,
 * so a CSP without 'unsafe-inline' allows it). The shell reads it instead of requesting `/registry.json`,
 * so its first remote request leaves as soon as its script runs. Without a registry the page is unchanged
 * and the shell asks the server.
 */
export function shellPage(html: string, registry: unknown): string {
  if (registry === undefined) return html;
  const block = `<script type="application/json" id="${REGISTRY_ELEMENT_ID}">${toDataBlockJson(registry)}</script>`;
  const at = html.indexOf('</head>');
  return at === -1 ? `${block}${html}` : `${html.slice(0, at)}${block}${html.slice(at)}`;
}
