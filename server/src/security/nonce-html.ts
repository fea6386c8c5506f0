/** What the built index.html carries where each response's style nonce goes (webpack/index.html). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * Puts this response's style nonce into a page built with the placeholder. Only for pages we build
 * ourselves (the shell's index.html, the legal pages): never for markup that echoes request input.
 */
export function withStyleNonce(html: string, nonce: string): string {
  return html.replaceAll(NONCE_PLACEHOLDER, () => nonce);
}
