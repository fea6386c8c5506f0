import { REGISTRY_ELEMENT_ID } from '@jincheng/shared/core';

/** JSON that is safe inside a `<script>` element: no `</script>`, no comment or CDATA openers. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The shell's `index.html` with the registry in a data block (`type="application/json"`: never executed,
 * so a CSP without 'unsafe-inline' allows it). The shell reads it instead of requesting `/registry.json`,
 * so its first remote request leaves as soon as its script runs. Without a registry the page is unchanged
 * and the shell asks the server.
 */
export function shellPage(html: string, registry: unknown): string {
  if (registry === undefined) return html;
  const block = `<script type="application/json" id="${REGISTRY_ELEMENT_ID}">${scriptSafeJson(registry)}</script>`;
  const at = html.indexOf('</head>');
  return at === -1 ? `${block}${html}` : `${html.slice(0, at)}${block}${html.slice(at)}`;
}
