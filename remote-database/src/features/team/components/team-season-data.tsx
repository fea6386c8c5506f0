import { QueryView } from '@jincheng/shared';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Sport, TeamStatsData, TeamStatsSeason } from '@jincheng/shared';
import { Card } from '../../../components/card';
import { StatTiles, type StatTile } from '../../../components/stat-tiles';
import { queryStates } from '../../../components/state-look';
import { teamStatsQuery } from '../api/queries';
import styles from './team.module.css';

export interface TeamSeasonDataProps {
  teamId: number;
  sport: Sport;
}

const seasonKey = (s: Pick<TeamStatsSeason, 'leagueId' | 'code'>) => `${s.leagueId}:${s.code}`;
const fixed = (n: number | null, digits: number, unit = '') =>
  n === null ? '—' : `${n.toFixed(digits)}${unit}`;

function tiles(data: TeamStatsData): StatTile[] {
  if (data.basketball) {
    const b = data.basketball;
    return [
      ['场均得分', fixed(b.pointsForPerGame, 1)],
      ['场均失分', fixed(b.pointsAgainstPerGame, 1)],
      ['场均篮板', fixed(b.reboundsPerGame, 1)],
      ['场均助攻', fixed(b.assistsPerGame, 1)],
      ['三分命中率', fixed(b.threePct, 1, '%')],
      ['投篮命中率', fixed(b.fieldGoalPct, 1, '%')],
    ];
  }
  const f = data.football!;
  return [
    ['场均进球', fixed(f.goalsForPerGame, 2)],
    ['场均失球', fixed(f.goalsAgainstPerGame, 2)],
    ['场均xG', fixed(f.xgForPerGame, 2)],
    ['场均被xG', fixed(f.xgAgainstPerGame, 2)],
    ['场均射门', fixed(f.shotsPerGame, 1)],
    ['场均射正', fixed(f.shotsOnTargetPerGame, 1)],
    ['零封', String(f.cleanSheets)],
  ];
}

/**
 * 数据: the team's per-game figures of one season, summed by the server from the season's finished matches,
 * with a 赛季 select of every season it has data for. The choice is the page's `season` and `league` query
 * parameters (none for the current season), so a reload or a shared link shows the same season.
 */
export function TeamSeasonData({ teamId, sport }: TeamSeasonDataProps) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const code = params.get('season');
  const league = Number(params.get('league'));
  const season = code ? { code, leagueId: Number.isInteger(league) && league > 0 ? league : null } : null;
  const choose = (key: string, seasons: TeamStatsSeason[]) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      const picked = seasons.find((s) => seasonKey(s) === key);
      if (!picked || picked.current) {
        next.delete('season');
        next.delete('league');
      } else {
        next.set('season', picked.code);
        next.set('league', String(picked.leagueId));
      }
      return next;
    });
  return (
    <Card title="数据">
      <QueryView
        query={teamStatsQuery(teamId, season)}
        {...queryStates('数据', { lines: 4 })}
        notFound={
          <p className={styles.dataNote}>
            该赛季暂无数据。
            <button type="button" className={styles.dataReset} onClick={() => choose('', [])}>
              查看本赛季数据
            </button>
          </p>
        }
      >
        {(data) => (
          <>
            {data.seasons.length > 1 && (
              <div className={styles.dataSeason}>
                <label htmlFor={id}>赛季</label>
                <select
                  id={id}
                  value={seasonKey(data.season)}
                  onChange={(event) => choose(event.target.value, data.seasons)}
                >
                  {data.seasons.map((s) => (
                    <option key={seasonKey(s)} value={seasonKey(s)}>
                      {s.name} {s.leagueShortName}
                      {s.current ? '（本赛季）' : ''}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <p className={styles.dataNote}>
              {data.season.name} {data.season.leagueShortName} · 已赛 {data.played} 场
              {sport === 'basketball'
                ? ` · ${data.won}胜${data.lost}负`
                : ` · ${data.won}胜${data.drawn}平${data.lost}负`}
            </p>
            <StatTiles tiles={tiles(data)} />
            {data.football && data.football.xgForPerGame === null && data.played > 0 && (
              <p className={styles.dataNote}>往季真实赛果只有比分，无 xG 与射门统计。</p>
            )}
          </>
        )}
      </QueryView>
    </Card>
  );
}
