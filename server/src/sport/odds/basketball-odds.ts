import type { BookMarket, MatchOddsData, MatchStatus, OddsPoint, OddsPrice } from '@jincheng/shared/core';
import {
  expectedPoints,
  fitBasketballRatings,
  type BasketballGame,
  type BasketballRatings,
} from '../ratings/basketball-fit';
import { createRng } from '../seed/prng';
import { isoUtc } from '../time';
import { BOOKMAKERS, bookRef, type BookProfile } from './bookmakers';
import { PRE_HOURS } from './checkpoints';

/**
 * 篮球指数: 胜负 (moneyline), 让分 (spread) and 大小分 (total points), priced from team ratings fitted to the
 * season's finished games (ratings/basketball-fit.ts). Each pre-match quote (72 h … 5 min before the tip,
 * as football's) reads the games finished by then, so the history moves as results come in; a book adds a
 * small bias of its own. No in-play (滚球) market: at the tip the markets close on the last pre-match quote.
 */

/** A game counts for a quote once it is over: tipped off at least this long before the quote. */
export const GAME_OVER_S = 3 * 3600;
/** No quote before the season has this many finished games per team (on average two each). */
export const MIN_GAMES_PER_TEAM = 2;

export interface SeasonGame extends BasketballGame {
  /** Epoch seconds. */
  kickoff: number;
}

export interface BasketballOddsSubject {
  id: number;
  status: MatchStatus;
  kickoff: number;
  homeId: number;
  awayId: number;
  /** Teams in the league (for the minimum of games). */
  teams: number;
  season: number;
}

/** Standard normal CDF (Abramowitz & Stegun 7.1.26 on erf; error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** What a book believes: expected home and away points and the spreads of margin and total. */
export interface BasketballView {
  home: number;
  away: number;
  marginSd: number;
  totalSd: number;
}

export interface BasketballQuote {
  /** 胜负: home, away decimal odds. */
  moneyline: OddsPrice;
  /** 让分: line = points the home side gives (negative: it receives); home, away decimal odds. */
  spread: OddsPrice;
  /** 大小分: line = total points; over, under decimal odds. */
  total: OddsPrice;
  /** Fair chances before the margin (home win; home covers; over), for tests and the model page. */
  fair: { homeWin: number; homeCovers: number; over: number };
}

const round2 = (x: number) => Math.round(x * 100) / 100;
/** The half point nearest to x (x.5): a line with no push. */
export const halfPoint = (x: number) => Math.floor(x) + 0.5;

/**
 * A two-way price: fair chances → decimal odds, the book's margin added half to each side's implied chance
 * (so the overround is the margin at any price, and a heavy favourite still pays more than 1.01).
 */
export function twoWay(p: number, margin: number): [number, number] {
  const side = (q: number) => round2(1 / Math.min(q + margin / 2, 1 / 1.01));
  const fair = Math.min(Math.max(p, 0), 1);
  return [side(fair), side(1 - fair)];
}

export function spreadLabel(line: number): string {
  return line >= 0 ? `主让${line}` : `客让${-line}`;
}

export function quoteBasketball(view: BasketballView, margin: number): BasketballQuote {
  const m = view.home - view.away;
  const sum = view.home + view.away;
  const homeWin = normalCdf(m / view.marginSd);
  const line = halfPoint(m);
  const homeCovers = 1 - normalCdf((line - m) / view.marginSd);
  const totalLine = halfPoint(sum);
  const over = 1 - normalCdf((totalLine - sum) / view.totalSd);
  return {
    moneyline: { prices: twoWay(homeWin, margin), line: null, lineLabel: null },
    spread: { prices: twoWay(homeCovers, margin), line, lineLabel: spreadLabel(line) },
    total: { prices: twoWay(over, margin), line: totalLine, lineLabel: String(totalLine) },
    fair: { homeWin, homeCovers, over },
  };
}

/** A book's basketball margin: its Asian-line margin plus 1.5 points (1.89–1.91 a side at even money). */
export const basketMargin = (b: BookProfile) => b.lineMargin + 0.015;

const WITHDRAWN: Partial<Record<MatchStatus, string>> = {
  postponed: '比赛延期，指数已撤销',
  cancelled: '比赛取消，指数已撤销',
  tbd: '开赛时间待定，暂未开盘',
};

const fits = new Map<string, BasketballRatings>();
const FITS_KEPT = 256;

/**
 * The ratings as of `atS`: every game of the season over by then; null while too few are. Fits are kept per
 * (season, the games they read), so a day's matches share them.
 */
export function ratingsAt(
  games: readonly SeasonGame[],
  atS: number,
  teams: number,
  season: number | string = '',
): BasketballRatings | null {
  const done = games.filter((g) => g.kickoff + GAME_OVER_S <= atS);
  if (done.length === 0 || done.length < (MIN_GAMES_PER_TEAM * teams) / 2) return null;
  const points = done.reduce((n, g) => n + g.homePoints * 3 + g.awayPoints, 0);
  const key = `${season}|${done.length}|${points}|${done[done.length - 1]!.kickoff}`;
  let r = fits.get(key);
  if (!r) {
    r = fitBasketballRatings(done);
    if (fits.size >= FITS_KEPT) fits.delete(fits.keys().next().value as string);
    fits.set(key, r);
  }
  return r;
}

/**
 * The odds of a basketball match as they stand at `nowS`: a pure function of the seed, the match and the
 * season's finished games, so every instance answers alike.
 */
export function basketballOdds(
  seed: string,
  subject: BasketballOddsSubject,
  games: readonly SeasonGame[],
  nowS: number,
  books: readonly BookProfile[] = BOOKMAKERS,
): MatchOddsData {
  const none = (note: string, opensAt: string | null = null): MatchOddsData => ({
    matchId: subject.id,
    sport: 'basketball',
    phase: 'none',
    note,
    opensAt,
    books: [],
  });
  const withdrawn = WITHDRAWN[subject.status];
  if (withdrawn) return none(withdrawn);
  const started = subject.status !== 'scheduled';
  const openAt = subject.kickoff - PRE_HOURS[0] * 3600;
  if (!started && nowS < openAt) return none('初盘将于开赛前三天开出', isoUtc(openAt));
  const until = started ? subject.kickoff : nowS;
  const steps = PRE_HOURS.map((hours, k) => ({ at: subject.kickoff - Math.round(hours * 3600), k }))
    .filter((s) => s.at <= until)
    .flatMap((s) => {
      const r = ratingsAt(games, s.at, subject.teams, subject.season);
      return r ? [{ ...s, ratings: r }] : [];
    });
  if (steps.length === 0) return none('本赛季已完赛场次太少，暂未开盘');
  const over = subject.status === 'finished' || subject.status === 'abandoned';
  const phase = over ? 'closed' : started ? 'live' : 'pre';
  return {
    matchId: subject.id,
    sport: 'basketball',
    phase,
    note: started && !over ? '篮球不提供滚球指数：比赛开始后封盘，显示终盘' : null,
    opensAt: null,
    books: books.map((book) => {
      const rng = createRng(seed, 'bb-odds-book', subject.id, book.id);
      const bias = { margin: rng.normal() * 0.5, total: rng.normal() * 1 };
      const quotes = steps.map((s, i) => {
        const e = expectedPoints(s.ratings, subject.homeId, subject.awayId);
        const view: BasketballView = {
          home: e.home + bias.margin / 2 + bias.total / 2,
          away: e.away - bias.margin / 2 + bias.total / 2,
          marginSd: s.ratings.marginSd,
          totalSd: s.ratings.totalSd,
        };
        return {
          at: isoUtc(s.at),
          reason: (i === 0 ? 'open' : 'move') as OddsPoint['reason'],
          q: quoteBasketball(view, basketMargin(book)),
        };
      });
      const market = (pick: (q: BasketballQuote) => OddsPrice): BookMarket => {
        const history: OddsPoint[] = [];
        for (const { at, reason, q } of quotes) {
          const p = pick(q);
          const last = history[history.length - 1];
          if (last && last.line === p.line && last.prices.every((x, i) => x === p.prices[i])) continue;
          history.push({ ...p, phase: 'pre', at, minuteLabel: null, score: null, reason });
        }
        const strip = (p: OddsPoint): OddsPrice => ({
          prices: p.prices,
          line: p.line,
          lineLabel: p.lineLabel,
        });
        return {
          opening: strip(history[0]!),
          current: strip(history[history.length - 1]!),
          state: started ? 'closed' : 'open',
          history,
        };
      };
      return {
        book: bookRef(book),
        euro: market((q) => q.moneyline),
        asia: market((q) => q.spread),
        total: market((q) => q.total),
      };
    }),
  };
}
