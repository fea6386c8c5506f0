import type { Sport } from '@jincheng/shared/core';
import { refereeFor } from '../seed/referees';
import { basketballScript, type BasketballScript } from './basketball-script';
import { basketballState } from './basketball-state';
import { footballScript, type FootballScript, type CupContext } from './football-script';
import { footballState } from './football-state';
import type { HeldResult } from './held';
import type { EngineTeam, MatchState, ScriptEvent } from './types';

export type AnyScript =
  | { sport: 'football'; script: FootballScript; events: ScriptEvent[]; end: number }
  | { sport: 'basketball'; script: BasketballScript; events: ScriptEvent[]; end: number };

/** NBA-style leagues play 12-minute quarters; FIBA competitions 10. */
export function quarterLengthFor(leagueShort: string): number {
  return leagueShort === 'NBA' || leagueShort === 'NBA发展' ? 720 : 600;
}

/**
 * A team's points per regulation quarter at each league's real level (SPORTS-NOTES: the NBA 110–120 a game,
 * the CBA 95–105, EuroLeague about 80–85, women's and college games lower).
 */
const POINTS_PER_QUARTER: Record<string, number> = {
  NBA: 28.5,
  NBA发展: 29,
  CBA: 25,
  NBL: 23,
  WCBA: 19,
  CUBA: 19,
  欧篮联: 20.5,
  欧洲杯: 20.5,
};

export function buildScript(
  seed: string,
  sport: Sport,
  matchId: number,
  leagueShort: string,
  home: EngineTeam,
  away: EngineTeam,
  cup: CupContext | null = null,
  held: HeldResult | null = null,
): AnyScript {
  if (sport === 'football') {
    const referee = refereeFor(seed, matchId, leagueShort);
    const script = footballScript(seed, matchId, home, away, referee, cup, held, leagueShort);
    return { sport, script, events: script.events, end: script.end };
  }
  const script = basketballScript(
    seed,
    matchId,
    home,
    away,
    quarterLengthFor(leagueShort),
    POINTS_PER_QUARTER[leagueShort],
  );
  return { sport, script, events: script.events, end: script.end };
}

export function stateAt(s: AnyScript, t: number): MatchState {
  return s.sport === 'football' ? footballState(s.script, t) : basketballState(s.script, t);
}
