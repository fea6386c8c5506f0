import type { PlayerDetailData, PlayerSummary, Sport, SquadPlayer, TeamDetailData } from '@jincheng/shared';
import { match, teamRef } from './fixtures';

export const player = (id: number, position: string, number: number, teamId = 14): PlayerSummary => ({
  id,
  teamId,
  name: `球员${id}`,
  nameEn: `Player ${id}`,
  number,
  position,
  nationality: '英格兰',
  age: 20 + (id % 10),
  height: 170 + (id % 25),
  photo: `/sportapi/badges/players/${id}.svg`,
});

/** A squad member with his season line (apps and goals grow with the id, so each row differs). */
export const squadPlayer = (id: number, position: string, number: number, teamId = 14): SquadPlayer => ({
  ...player(id, position, number, teamId),
  season: {
    appearances: 10 + (id % 5),
    starts: 8 + (id % 5),
    minutes: 800 + id,
    goals: id % 7,
    assists: id % 3,
    points: 10 + id / 10,
    rebounds: 4 + id / 100,
    assistsPerGame: 2.5,
  },
});

export const teamDetail = (sport: Sport = 'football'): TeamDetailData => ({
  team: {
    ...teamRef(14, '曼彻斯特联', 'Manchester United'),
    rank: 1,
    sport,
    league: { id: 1, sport, name: '英格兰超级联赛', shortName: '英超', color: '#3D185C' },
    country: '英格兰',
    city: '曼彻斯特',
    venue: '老特拉福德',
    coach: '主教练甲',
    founded: 1878,
    colors: ['#DA291C', '#FBE122'],
    group: null,
  },
  squad: [
    squadPlayer(3, '前锋', 9),
    squadPlayer(1, '门将', 1),
    squadPlayer(2, '后卫', 4),
    squadPlayer(4, '中场', 8),
  ],
  stats: {
    rank: 1,
    played: 16,
    won: 10,
    drawn: 3,
    lost: 3,
    goalsFor: 36,
    goalsAgainst: 19,
    avgFor: 2.3,
    avgAgainst: 1.2,
    cleanSheets: 6,
  },
  fixtures: [
    match(201, {
      status: 'scheduled',
      statusLabel: '未开赛',
      phase: 'upcoming',
      homeScore: null,
      awayScore: null,
    }),
  ],
  results: [match(151)],
  pastSeasons: [
    {
      leagueId: 1,
      leagueShortName: '英超',
      code: '2025-26',
      name: '2025/26',
      rank: 15,
      played: 29,
      points: 38,
      through: '2026-03-05',
    },
    {
      leagueId: 1,
      leagueShortName: '英超',
      code: '2024-25',
      name: '2024/25',
      rank: 15,
      played: 38,
      points: 42,
      through: null,
    },
  ],
});

export const playerDetail = (): PlayerDetailData => ({
  player: {
    ...player(332, '前锋', 9),
    weight: 80,
    foot: '左脚',
    aliases: [],
    birthDate: '2006-09-12',
  },
  team: teamRef(14, '曼彻斯特联'),
  seasonStats: {
    seasonId: 1,
    seasonName: '2026/27',
    leagueName: '英格兰超级联赛',
    appearances: 12,
    starts: 10,
    minutes: 936,
    goals: 7,
    assists: 2,
    yellowCards: 3,
    redCards: 0,
    points: 0,
    rebounds: 0,
    assistsPerGame: 0,
    steals: 0,
    blocks: 0,
    rating: 6.93,
  },
  recentMatches: [
    { match: match(157), line: { goals: 1, assists: 0, yellowCards: 0 } },
    {
      match: match(146, { kickoff: '2026-11-13T12:00:00Z' }),
      line: { goals: 0, assists: 1, yellowCards: 1 },
    },
  ],
  career: [
    {
      season: '2026/27',
      club: '曼彻斯特联',
      league: '英超',
      current: true,
      appearances: 12,
      starts: 10,
      minutes: 936,
      goals: 7,
      assists: 2,
      points: null,
      rebounds: null,
      assistsPerGame: null,
      source: '本站比赛数据（逐场累计）',
    },
  ],
});
