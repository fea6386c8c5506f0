import postcss, { type ChildNode } from 'postcss';

/**
 * The critical CSS of a server-rendered page: of an app's whole CSS (every route's, 111 KB for the shell and
 * the scores remote), only the rules whose selectors can match the page's markup, judged by class names.
 * The browser build's CSS files (the shell's stylesheet, applied when the page's scripts start, and each chunk's,
 * loaded before the chunk runs) bring what a later screen or state needs before it is shown; this is only what
 * the first paint needs.
 *
 * Why not beasties (the maintained critical-CSS tool): it parses the whole page into a DOM and matches every
 * selector against it, 70–270 ms per /match page on this machine, on the event loop, once per render. Here
 * the CSS is parsed once per version (postcss) and a page costs a scan of its class attributes and a walk of
 * the rules. The rule is conservative: a selector is dropped only when a class it needs outside `:not()`,
 * `:is()` and the like, and outside attribute selectors and strings, appears on no element of the page.
 */

type Piece =
  | { kind: 'always'; text: string }
  | { kind: 'rule'; selectors: Array<{ text: string; classes: string[] }>; body: string }
  | { kind: 'group'; open: string; children: Piece[] };

const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g;
/** At-rules whose rules apply to the page as plain rules do (kept when one of their rules is). */
const GROUPS = new Set(['media', 'supports', 'layer', 'container']);

/** The class names a selector needs, leaving out what may match without them. */
export function classesNeeded(selector: string): string[] {
  let plain = selector.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '').replace(/\[[^\]]*\]/g, '');
  // Functional pseudo-classes (:not, :is, :where, :has, :nth-child(… of .x)): their classes are not needed.
  for (let before = ''; before !== plain;) {
    before = plain;
    plain = plain.replace(/:[\w-]+\([^()]*\)/g, '');
  }
  return [...plain.matchAll(CLASS_NAME)].map((m) => m[1] as string);
}

function piecesOf(nodes: ChildNode[] | undefined): Piece[] {
  const pieces: Piece[] = [];
  for (const node of nodes ?? []) {
    if (node.type === 'rule') {
      const body = (node.nodes ?? [])
        .filter((child) => child.type !== 'comment')
        .map(String)
        .join(';');
      pieces.push({
        kind: 'rule',
        selectors: node.selectors.map((text) => ({ text, classes: classesNeeded(text) })),
        body: `{${body}}`,
      });
    } else if (node.type === 'atrule' && GROUPS.has(node.name) && node.nodes) {
      pieces.push({ kind: 'group', open: `@${node.name} ${node.params}{`, children: piecesOf(node.nodes) });
    } else if (node.type !== 'comment') {
      pieces.push({ kind: 'always', text: String(node) });
    }
  }
  return pieces;
}

function emit(pieces: Piece[], present: Set<string>): string {
  let out = '';
  for (const piece of pieces) {
    if (piece.kind === 'always') out += piece.text;
    else if (piece.kind === 'rule') {
      const kept = piece.selectors.filter((s) => s.classes.every((name) => present.has(name)));
      if (kept.length > 0) out += kept.map((s) => s.text).join(',') + piece.body;
    } else {
      const inner = emit(piece.children, present);
      if (inner) out += `${piece.open}${inner}}`;
    }
  }
  return out;
}

/** The class names on the elements of `html`. */
export function classesIn(html: string): Set<string> {
  const present = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of (match[1] as string).split(/\s+/)) if (name) present.add(name);
  return present;
}

/** Parsed CSS per stylesheet text (a few versions at a time; the oldest goes first). */
const parsed = new Map<string, Piece[]>();
const KEEP_PARSED = 16;

/** The rules of `css` that the page's markup (`html`) can use; `css` unchanged when it cannot be parsed. */
export function criticalCss(css: string, html: string | Set<string>): string {
  if (!css) return css;
  let pieces = parsed.get(css);
  if (!pieces) {
    try {
      pieces = piecesOf(postcss.parse(css).nodes);
    } catch {
      return css;
    }
    parsed.set(css, pieces);
    if (parsed.size > KEEP_PARSED) parsed.delete(parsed.keys().next().value as string);
  }
  return emit(pieces, typeof html === 'string' ? classesIn(html) : html);
}
