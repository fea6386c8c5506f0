/** What the built index.html carries where each response's style nonce goes (webpack/index.html). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * Puts this response's style nonce into a page built with the placeholder. Only for pages we build
 * ourselves (the shell's index.html, the legal pages): never for markup that echoes request input.
 */
export function withStyleNonce(html: string, nonce: string): string {
  return html.replaceAll(NONCE_PLACEHOLDER, () => nonce);
}

/** Where the shell's page template carries its head script's nonce (static/shell-page.ts). */
export const SCRIPT_NONCE_PLACEHOLDER = '__CSP_SCRIPT_NONCE__';

/** Puts both nonces into the shell's page template (the same rule as `withStyleNonce`). */
export function withNonces(html: string, nonces: { script: string; style: string }): string {
  return withStyleNonce(html, nonces.style).replaceAll(SCRIPT_NONCE_PLACEHOLDER, () => nonces.script);
}
