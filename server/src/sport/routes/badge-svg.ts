const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function contrast(hex: string): string {
  const n = parseInt(hex.replace('#', '').padEnd(6, '0').slice(0, 6), 16);
  const luma = 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return luma > 150 ? '#1A1A1A' : '#FFFFFF';
}

/** A shield for clubs and leagues, a disc for people, a banner for article covers. */
export function badgeSvg(kind: string, label: string, c1: string, c2: string): string {
  const text = escape([...label.replace(/[·\s]/g, '')].slice(0, kind === 'articles' ? 14 : 2).join(''));
  const ink = contrast(c1);
  if (kind === 'articles') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="${c1}"/><rect y="300" width="640" height="60" fill="${c2}"/><text x="320" y="190" font-size="40" text-anchor="middle" fill="${ink}" font-family="sans-serif">${text}</text></svg>`;
  }
  if (kind === 'experts' || kind === 'players') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${c1}"/><text x="48" y="60" font-size="34" text-anchor="middle" fill="${ink}" font-family="sans-serif">${text}</text></svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><path d="M48 4 L88 16 V48 C88 70 70 86 48 92 C26 86 8 70 8 48 V16 Z" fill="${c1}" stroke="${escape(c2)}" stroke-width="5"/><text x="48" y="60" font-size="30" text-anchor="middle" fill="${ink}" font-family="sans-serif">${text}</text></svg>`;
}
