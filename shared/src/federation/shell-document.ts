/**
 * The contract between the server and a shell version's render pipeline for a server-rendered page (issue 48):
 * the server reads the shell's built page once per version into a `ShellDocument`
 * (server/src/ssr/shell-document.ts) and gives it, with the cache entry's nonces, as a `DocumentInput` to the
 * shell's `renderDocument` (shell/src/server/document.tsx), which renders the whole page with React. Typed once,
 * here, so the two sides cannot drift apart.
 */

/** An element of the page's <head> as the shell's document renders it (HTML attribute names). */
export interface HeadElement {
  tag: 'meta' | 'link' | 'style' | 'script';
  attributes: Record<string, string>;
  text?: string;
  /** Which of the page's nonces the element carries (where the built page has a nonce placeholder). */
  nonce?: 'script' | 'style';
}

/**
 * The head in document order: the built page's elements, with two places kept for the page's own: where its
 * title was (the page's title, Open Graph tags, held remote entries and critical CSS go there) and its
 * description (the page's, else the built one).
 */
export type HeadItem = HeadElement | { tag: 'title' } | { tag: 'description'; content: string };

/**
 * A shell version's page as data: what its built `index.html` references (scripts, stylesheet, manifest,
 * icons, the inline base style), read once per version. Its scripts, stylesheet and manifest are already the
 * held links of a server-rendered page (shared/src/hydration/start-after-paint.ts).
 */
export interface ShellDocument {
  /** The attributes of <html> (lang, data-app-version). */
  attributes: Record<string, string>;
  head: HeadItem[];
  /** A held link to a remote entry the page uses, its `href` left empty. */
  preloadLink: Record<string, string>;
}

/**
 * What the shell's document is made of besides the render: the shell version's page as data, the cache entry's
 * nonces, and the blocks every page of the shell carries.
 */
export interface DocumentInput {
  shell: ShellDocument;
  /** The nonces of the cache entry the document is rendered for (its CSP header names the same). */
  nonces: { script: string; style: string };
  /** The page's canonical URL path (og:url). */
  url: string;
  /** The value of the page's registry block (none: the shell asks the server for the registry). */
  registry?: unknown;
  /** The inline head scripts' text (static/shell-page.ts), run with the script nonce. */
  headScript: string;
}
