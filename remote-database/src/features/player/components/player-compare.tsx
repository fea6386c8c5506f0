import { parseId, QueryView } from '@jincheng/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { PlayerSeasonLineData, SearchPlayerHit, Sport } from '@jincheng/shared';
import { Card } from '../../../components/card';
import { queryStates } from '../../../components/state-look';
import { playerSearchQuery, playerSeasonQuery } from '../api/queries';
import styles from './player.module.css';

export interface PlayerCompareProps {
  playerId: number;
  sport: Sport;
}

type Row = readonly [label: string, value: (p: PlayerSeasonLineData) => number | null, digits: number];

const FOOTBALL_ROWS: readonly Row[] = [
  ['出场', (p) => p.appearances, 0],
  ['出场时间（分钟）', (p) => p.minutes, 0],
  ['进球', (p) => p.football?.goals ?? null, 0],
  ['助攻', (p) => p.football?.assists ?? null, 0],
  ['预期进球 (xG)', (p) => p.football?.xg ?? null, 2],
  ['平均评分', (p) => p.football?.rating ?? null, 2],
  ['零封', (p) => p.football?.cleanSheets ?? null, 0],
];
const BASKETBALL_ROWS: readonly Row[] = [
  ['出场', (p) => p.appearances, 0],
  ['场均得分', (p) => p.basketball?.points ?? null, 1],
  ['场均篮板', (p) => p.basketball?.rebounds ?? null, 1],
  ['场均助攻', (p) => p.basketball?.assists ?? null, 1],
  ['场均抢断', (p) => p.basketball?.steals ?? null, 1],
  ['场均盖帽', (p) => p.basketball?.blocks ?? null, 1],
  ['场均三分命中', (p) => p.basketball?.threesMade ?? null, 1],
  ['三分命中率 (%)', (p) => p.basketball?.threePct ?? null, 1],
];

const write = (n: number | null, digits: number) => (n === null ? '—' : n.toFixed(digits));

/** Both players' figures side by side in a real table, each with a bar of its share of the larger one. */
function CompareTable({ a, b }: { a: PlayerSeasonLineData; b: PlayerSeasonLineData }) {
  if (a.sport !== b.sport)
    return (
      <p className={styles.compareNote}>
        只能对比同一项目的球员：{b.name}是{b.sport === 'basketball' ? '篮球' : '足球'}球员。
      </p>
    );
  if (a.seasonName !== b.seasonName)
    return (
      <p className={styles.compareNote}>
        两名球员不在同一赛季（{a.seasonName} / {b.seasonName}），无法对比。
      </p>
    );
  const rows = a.sport === 'basketball' ? BASKETBALL_ROWS : FOOTBALL_ROWS;
  const cell = (v: number | null, other: number | null, digits: number) => {
    const top = Math.max(v ?? 0, other ?? 0);
    const share = top > 0 && v !== null ? Math.round((v / top) * 100) : 0;
    return (
      <td className={v !== null && other !== null && v > other ? styles.compareBetter : undefined}>
        <span className={styles.compareValue}>{write(v, digits)}</span>
        <span className={styles.compareBar} aria-hidden="true">
          <span style={{ width: `${share}%` }} />
        </span>
      </td>
    );
  };
  return (
    <div className={styles.compareScroll} role="region" aria-label="球员对比表" tabIndex={0}>
      <table className={styles.compareTable}>
        <caption>
          {a.name} 与 {b.name} · {a.seasonName}赛季对比（本赛季已完赛场次）
        </caption>
        <thead>
          <tr>
            <th scope="col">项目</th>
            <th scope="col">
              {a.name}
              <small>{a.team.shortName}</small>
            </th>
            <th scope="col">
              {b.name}
              <small>{b.team.shortName}</small>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value, digits]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {cell(value(a), value(b), digits)}
              {cell(value(b), value(a), digits)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Search for another player of the same sport; each hit sets `?compare=`. The search term is the `find` query
 * parameter: the form is a plain GET form, so a tap before the page is interactive still searches (the page
 * loads with `?find=`) and the text typed is kept.
 */
function ComparePicker({ playerId, sport, other }: PlayerCompareProps & { other: number | null }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const q = (params.get('find') ?? '').trim();
  const [text, setText] = useState(q);
  const search = useQuery({ ...playerSearchQuery(q), enabled: q.length > 0 });
  const hits = (search.data?.groups.find((g) => g.kind === 'player')?.list ?? []).filter(
    (h): h is SearchPlayerHit => h.kind === 'player' && h.sport === sport && h.id !== playerId,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (text.trim()) next.set('find', text.trim());
      else next.delete('find');
      return next;
    });
  };
  return (
    <div className={styles.comparePicker}>
      <form role="search" method="get" onSubmit={submit} className={styles.compareForm}>
        {other !== null && <input type="hidden" name="compare" value={other} />}
        <label htmlFor={id}>选择对比球员</label>
        <input
          id={id}
          name="find"
          type="search"
          value={text}
          placeholder={sport === 'basketball' ? '输入球员名，如 詹姆斯' : '输入球员名，如 哈兰德'}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit">搜索</button>
      </form>
      {q && search.isSuccess && (
        <ul className={styles.compareHits} aria-label="搜索结果">
          {hits.length === 0 && <li>没有找到同项目的球员，换个名字试试。</li>}
          {hits.map((h) => (
            <li key={h.id}>
              <Link to={{ search: `?compare=${h.id}` }}>
                {h.name}
                <small>
                  {h.teamName} · {h.position}
                </small>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {q && search.isError && <p className={styles.compareNote}>搜索失败，请稍后重试。</p>}
    </div>
  );
}

/**
 * 对比: two players of the same sport side by side for the current season, from their match lines
 * (`GET /sportapi/players/:id/season`). The other player is the `compare` query parameter.
 */
export function PlayerCompare({ playerId, sport }: PlayerCompareProps) {
  const [params] = useSearchParams();
  const other = parseId(params.get('compare') ?? undefined);
  const comparing = other !== null && other !== playerId;
  return (
    <Card
      title="对比"
      actions={
        comparing ? (
          <Link className={styles.compareClear} to={{ search: '' }}>
            清除对比
          </Link>
        ) : undefined
      }
    >
      {comparing ? (
        <QueryView query={playerSeasonQuery(playerId)} {...queryStates('球员', { lines: 6 })}>
          {(a) => (
            <QueryView
              query={playerSeasonQuery(other)}
              {...queryStates('对比球员', {
                lines: 6,
                notFound: <Link to={{ search: '' }}>重新选择对比球员</Link>,
              })}
            >
              {(b) => <CompareTable a={a} b={b} />}
            </QueryView>
          )}
        </QueryView>
      ) : (
        <p className={styles.compareNote}>选择同项目的另一名球员，对比两人本赛季的数据。</p>
      )}
      <ComparePicker playerId={playerId} sport={sport} other={comparing ? other : null} />
    </Card>
  );
}
