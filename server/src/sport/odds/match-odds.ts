import type {
  BookMarket,
  MatchOddsData,
  MatchStatus,
  OddsMarket,
  OddsPoint,
  OddsPrice,
} from '@jincheng/shared/core';
import { momentAt } from '../engine/football-clock';
import type { FootballScript } from '../engine/football-script';
import { footballState } from '../engine/football-state';
import { isoUtc } from '../time';
import { BOOKMAKERS, bookRef, type BookProfile } from './bookmakers';
import { PRE_HOURS, isSuspended, livePlan, remainingShare, type LivePlan } from './checkpoints';
import { biased, inPlayRates, marketView, trueRates, type MarketView } from './market-view';
import { quoteMarkets, type QuoteSet } from './quote';

/** What the odds of a match are made from: its row and its teams' strengths. */
export interface OddsSubject {
  id: number;
  status: MatchStatus;
  /** Epoch seconds. */
  kickoff: number;
  /** Match seconds played (the simulator's sim_t). */
  simT: number | null;
  homeStrength: number;
  awayStrength: number;
  /** The competition's short name (英超): the script plays at its scoring level, and so does the market. */
  league: string | null;
}

const MARKETS: OddsMarket[] = ['euro', 'asia', 'total'];
const OPEN_BEFORE_S = PRE_HOURS[0] * 3600;
const WITHDRAWN: Partial<Record<MatchStatus, string>> = {
  postponed: '比赛延期，指数已撤销',
  cancelled: '比赛取消，指数已撤销',
  tbd: '开赛时间待定，暂未开盘',
};

type Moment = Pick<OddsPoint, 'phase' | 'at' | 'minuteLabel' | 'score' | 'reason'>;
interface Step {
  moment: Moment;
  quote: (book: BookProfile) => QuoteSet;
}

function minuteLabel(script: FootballScript, t: number): string {
  if (t >= script.h1End && t < script.h2Start) return '中场';
  const m = momentAt(script, t);
  return m.stoppage ? `${m.minute}+${m.stoppage}'` : `${m.minute}'`;
}

function preSteps(subject: OddsSubject, view: MarketView, until: number): Step[] {
  return PRE_HOURS.flatMap((hours, k) => {
    const at = subject.kickoff - Math.round(hours * 3600);
    if (at > until) return [];
    const moment: Moment = {
      phase: 'pre',
      at: isoUtc(at),
      minuteLabel: null,
      score: null,
      reason: k === 0 ? 'open' : 'move',
    };
    const rates = view.pre[k]!;
    return [
      {
        moment,
        quote: (b) =>
          quoteMarkets({
            rates: biased(rates, view.bias.get(b.id)),
            lead: 0,
            scored: 0,
            euroMargin: b.euroMargin,
            lineMargin: b.lineMargin,
          }),
      },
    ];
  });
}

function liveSteps(script: FootballScript, plan: LivePlan, view: MarketView, until: number): Step[] {
  return plan.checkpoints
    .filter((c) => c.t <= until)
    .map((c) => {
      const s = footballState(script, c.t);
      const lead = s.homeScore - s.awayScore;
      const moment: Moment = {
        phase: 'live',
        at: null,
        minuteLabel: minuteLabel(script, c.t),
        score: { home: s.homeScore, away: s.awayScore },
        reason: c.reason,
      };
      const state = { share: remainingShare(script, c.t), lead, homeRed: s.homeRed, awayRed: s.awayRed };
      return {
        moment,
        quote: (b: BookProfile) =>
          quoteMarkets({
            rates: inPlayRates(biased(view.closing, view.bias.get(b.id)), state),
            lead,
            scored: s.homeScore + s.awayScore,
            euroMargin: b.euroMargin,
            lineMargin: b.lineMargin,
            live: true,
          }),
      };
    });
}

const samePrice = (a: OddsPrice, b: OddsPrice) =>
  a.line === b.line && a.prices.every((p, i) => p === b.prices[i]);

/** One book's market through the steps: a history point whenever the quote changes, off while closed. */
function bookMarket(
  quotes: Array<{ moment: Moment; set: QuoteSet }>,
  market: OddsMarket,
  preCount: number,
  ending: 'pre' | 'live' | 'closed',
  suspended: boolean,
): BookMarket {
  const history: OddsPoint[] = [];
  for (const { moment, set } of quotes) {
    const q = set[market];
    const last = history[history.length - 1];
    if ((q.closed && moment.phase === 'live') || (last && samePrice(last, q.price))) continue;
    history.push({ ...q.price, ...moment });
  }
  const strip = (p: OddsPoint): OddsPrice => ({ prices: p.prices, line: p.line, lineLabel: p.lineLabel });
  const opening = strip(history[0]!);
  if (ending === 'closed') {
    return { opening, current: quotes[preCount - 1]!.set[market].price, state: 'closed', history };
  }
  const latest = quotes[quotes.length - 1]!.set[market];
  const current = strip(history[history.length - 1]!);
  const state = ending === 'live' && suspended ? 'suspended' : latest.closed ? 'closed' : 'open';
  return { opening, current, state, history };
}

/**
 * The odds of a football match as they stand at `nowS` (pre-match) or at the simulator's `simT` (in play):
 * a pure function of the seed, the teams and the script, so every instance and every engine answers alike.
 */
export function matchOdds(
  seed: string,
  subject: OddsSubject,
  script: FootballScript | null,
  nowS: number,
  books: readonly BookProfile[] = BOOKMAKERS,
): MatchOddsData {
  const none = (note: string, opensAt: string | null = null): MatchOddsData => ({
    matchId: subject.id,
    sport: 'football',
    phase: 'none',
    note,
    opensAt,
    books: [],
  });
  const withdrawn = WITHDRAWN[subject.status];
  if (withdrawn) return none(withdrawn);
  const started = subject.status !== 'scheduled';
  if (!started && nowS < subject.kickoff - OPEN_BEFORE_S)
    return none('初盘将于开赛前三天开出', isoUtc(subject.kickoff - OPEN_BEFORE_S));
  const view = marketView(
    seed,
    subject.id,
    trueRates(subject.homeStrength, subject.awayStrength, subject.league),
    books,
  );
  const pre = preSteps(subject, view, started ? Infinity : nowS);
  const over = subject.status === 'finished' || subject.status === 'abandoned';
  let live: Step[] = [];
  let suspended = false;
  if (started && script) {
    const plan = livePlan(script);
    const until = over ? script.end : (subject.simT ?? 0);
    live = liveSteps(script, plan, view, until);
    suspended = !over && isSuspended(plan, until);
  }
  const ending = over ? 'closed' : started ? 'live' : 'pre';
  const steps = [...pre, ...live];
  return {
    matchId: subject.id,
    sport: 'football',
    phase: ending,
    note: null,
    opensAt: null,
    books: books.map((book) => {
      const quotes = steps.map((s) => ({ moment: s.moment, set: s.quote(book) }));
      const [euro, asia, total] = MARKETS.map((m) => bookMarket(quotes, m, pre.length, ending, suspended));
      return { book: bookRef(book), euro: euro!, asia: asia!, total: total! };
    }),
  };
}
