export type Sport = 'football' | 'basketball';

/** Every list is paged: `page` is 1-based; `hasMore` saves the client a count. */
export interface Page<T> {
  list: T[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
}

export interface PageQuery {
  page?: number;
  pageSize?: number;
}

/** Envelope every /sportapi answer comes in (retcode 200 = success; otherwise retmsg is shown as is). */
export interface SportEnvelope<T> {
  retcode: number;
  retmsg: string;
  data: T;
}

/** `YYYY-MM-DD` in Asia/Shanghai: the product's calendar day. */
export type ShanghaiDate = string;

export interface LeagueRef {
  id: number;
  sport: Sport;
  name: string;
  shortName: string;
  color: string;
}

export interface TeamRef {
  id: number;
  name: string;
  shortName: string;
  nameEn: string;
  /** URL of a generated SVG badge. */
  logo: string;
  /** League table position at the time of the request; null for cups and unranked teams. */
  rank: number | null;
}

export interface ScorePair {
  home: number;
  away: number;
}

/** A club's season so far: games and their results, goals (basketball: points) for and against. */
export interface SeasonRecord {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
}
