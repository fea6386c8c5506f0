// The offline page (served by the service worker when a page cannot be fetched): the last score lists the
// worker kept (cache jc-last-scores), and a way back once the network returns. No framework, no API.
(function () {
  const SPORTS = [
    ['football', '足球'],
    ['basketball', '篮球'],
  ];
  const MAX_ROWS = 40;
  /** Live matches first, then the ones to come, then results. */
  const ORDER = { live: 0, upcoming: 1, finished: 2, other: 3 };

  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function row(m) {
    const li = el('li');
    const basketball = m.sport === 'basketball';
    const [left, right] = basketball ? [m.away, m.home] : [m.home, m.away];
    const [l, r] = basketball ? [m.awayScore, m.homeScore] : [m.homeScore, m.awayScore];
    const score = l === null || l === undefined ? 'VS' : l + ' - ' + r;
    li.append(
      el('span', 'league', m.league.shortName),
      el('span', 'status', m.statusLabel === '未开赛' ? m.clockLabel : m.statusLabel),
      el('span', 'home', left.shortName),
      el('span', 'score', score),
      el('span', 'away', right.shortName),
    );
    li.setAttribute('aria-label', m.league.shortName + ' ' + left.shortName + ' ' + score + ' ' + right.shortName + ' ' + m.statusLabel);
    return li;
  }

  async function show() {
    const box = document.getElementById('scores');
    const savedAt = document.getElementById('saved-at');
    const parts = [];
    let newest = 0;
    if ('caches' in window) {
      const cache = await caches.open('jc-last-scores');
      for (const [sport, label] of SPORTS) {
        const hit = await cache.match('/__last-scores/' + sport);
        if (!hit) continue;
        newest = Math.max(newest, Number(hit.headers.get('x-saved-at')) || 0);
        const body = await hit.json().catch(() => null);
        const list = (body && body.data && body.data.list) || [];
        if (!list.length) continue;
        const section = el('div');
        const count = list.length > MAX_ROWS ? '共 ' + list.length + ' 场，先显示 ' + MAX_ROWS + ' 场' : list.length + ' 场';
        section.append(el('h3', 'sport', label + '（' + count + '）'));
        const ul = el('ul');
        [...list]
          .sort((a, b) => (ORDER[a.phase] ?? 3) - (ORDER[b.phase] ?? 3))
          .slice(0, MAX_ROWS)
          .forEach((m) => ul.append(row(m)));
        section.append(ul);
        parts.push(section);
      }
    }
    box.replaceChildren(...(parts.length ? parts : [el('p', 'note', '还没有保存的比分：联网打开一次比分页后，这里会显示。')]));
    if (newest) savedAt.textContent = '保存于 ' + new Date(newest).toLocaleString('zh-CN', { hour12: false });
  }

  /** The match of the page that could not be loaded (/matchDetail/1/{id}, /basketballDetail/2/{id}), if kept. */
  async function showMatch() {
    const box = document.getElementById('this-match');
    const id = /^\/(?:matchDetail\/1|basketballDetail\/2)\/(\d+)/.exec(window.location.pathname);
    if (!id || !('caches' in window)) return;
    const cache = await caches.open('jc-last-scores');
    const hit = await cache.match('/__last-match/' + id[1]);
    const kept = hit && (await hit.json().catch(() => null));
    if (!kept || !kept.match) return;
    const m = kept.match;
    const score = m.homeScore === null || m.homeScore === undefined ? 'VS' : m.homeScore + ' - ' + m.awayScore;
    const status = m.phase === 'live' ? m.clockLabel : m.statusLabel;
    const title = el('h2', null, '这场比赛');
    title.id = 'match-title';
    const line = el('p', 'match');
    line.append(
      el('span', 'league', m.league.shortName),
      el('strong', 'home', m.home.name),
      el('span', 'score', score),
      el('strong', 'away', m.away.name),
      el('span', 'status', status),
    );
    const saved = Number(hit.headers.get('x-saved-at')) || 0;
    const when = el('p', 'note', saved ? '离线前最后看到的情况，保存于 ' + new Date(saved).toLocaleString('zh-CN', { hour12: false }) : '');
    const parts = [title, line, when];
    if (kept.moments && kept.moments.length) {
      const ul = el('ul', 'moments');
      kept.moments.forEach((e) => ul.append(el('li', null, e.minuteLabel + ' ' + e.text)));
      parts.push(ul);
    }
    box.replaceChildren(...parts);
    box.hidden = false;
    document.title = m.home.shortName + ' ' + score + ' ' + m.away.shortName + '（离线）- 锦城体育';
  }

  function retry() {
    window.location.reload();
  }

  document.addEventListener('DOMContentLoaded', () => {
    document.getElementById('retry').addEventListener('click', retry);
    window.addEventListener('online', retry);
    void show();
    void showMatch();
  });
})();
