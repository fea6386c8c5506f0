/**
 * Suspensions from a competition's card rules, computed from the stored cards of its season (the players'
 * match lines: `yellow` counts first yellows, `red` a sending-off; a red with a yellow in the same match is a
 * second yellow). Pure: the seed (while it plays the season) and the read path (repo, script store) call the
 * same function on the same facts, so a match's line-up never changes once it is played.
 *
 * The rules (each league's disciplinary code as the press reports it; a ban counts only matches of the same
 * competition, which is how the big five apply accumulation bans):
 * - 英超: 5 yellows within the club's first 19 league matches → 1 match; 10 within its first 32 → 2 matches;
 *   15 in the season → 3 matches.
 * - 西甲, 德甲 and the default: every 5th yellow → 1 match.
 * - 意甲: the 5th, 10th, 14th and 17th yellow, then every further one → 1 match.
 * - 法甲: every 3rd yellow → 1 match (LFP counts 3 within 10 matches; here within the season).
 * - 欧冠, 欧联, 欧协联: the 3rd, 5th, 7th … yellow → 1 match.
 * - A sending-off: after two yellows, 1 match (those two yellows do not count toward accumulation); a straight
 *   red, 1 match (denying an obvious goal-scoring opportunity), 2 (offensive language) or 3 (serious foul play,
 *   violent conduct) — drawn per match and player as 25% / 10% / 65%.
 */

export interface CardRule {
  /** Matches banned after this yellow (its ordinal in the season) taken in the club's n-th match, 0 for none. */
  yellowBan(count: number, clubMatch: number): number;
  /** What is counted, in the ban's reason (累计5张黄牌停赛); basketball counts technical fouls. */
  unit?: string;
}

const everyNth =
  (n: number): CardRule['yellowBan'] =>
  (count) =>
    count > 0 && count % n === 0 ? 1 : 0;

export const CARD_RULES: Record<string, CardRule> = {
  英超: {
    yellowBan: (count, clubMatch) => {
      if (count === 5 && clubMatch <= 19) return 1;
      if (count === 10 && clubMatch <= 32) return 2;
      return count === 15 ? 3 : 0;
    },
  },
  意甲: { yellowBan: (count) => ([5, 10, 14, 17].includes(count) || count > 17 ? 1 : 0) },
  法甲: { yellowBan: everyNth(3) },
  欧冠: { yellowBan: (count) => (count >= 3 && count % 2 === 1 ? 1 : 0) },
  欧联: { yellowBan: (count) => (count >= 3 && count % 2 === 1 ? 1 : 0) },
  欧协联: { yellowBan: (count) => (count >= 3 && count % 2 === 1 ? 1 : 0) },
};

/**
 * Basketball counts technical fouls (stored as each line's `technicals`, read into `yellow`): the NBA suspends
 * a player one game at his 16th technical of the regular season and one more at every second one after it
 * (18th, 20th …; NBA rule 12 / the league's disciplinary policy as the press reports it). Other basketball
 * competitions ban nobody here: the CBA's accumulation rule is not modelled (not confirmed from a source).
 */
export const BASKETBALL_RULES: Record<string, CardRule> = {
  NBA: { yellowBan: (count) => (count >= 16 && count % 2 === 0 ? 1 : 0), unit: '次技术犯规' },
};

export const DEFAULT_CARD_RULE: CardRule = { yellowBan: everyNth(5) };

export const cardRuleOf = (leagueShort: string): CardRule =>
  BASKETBALL_RULES[leagueShort] ?? CARD_RULES[leagueShort] ?? DEFAULT_CARD_RULE;

/** One player's cards in one finished match of the club. */
export interface CardLine {
  playerId: number;
  yellow: number;
  red: number;
}

/** One finished match of the club in the competition, oldest first, with its players' cards. */
export interface PlayedMatch {
  matchId: number;
  cards: CardLine[];
}

/** A player banned for the club's next match: why, and how many matches of the ban are left (this one included). */
export interface Ban {
  playerId: number;
  reason: string;
  /** Matches left including the next one. */
  left: number;
  /** The match the ban was earned in. */
  matchId: number;
}

/** Length of a straight red's ban, drawn from the match and the player (see the header). */
export function straightRedBan(matchId: number, playerId: number): number {
  let h = 0x811c9dc5;
  for (const c of `red|${matchId}|${playerId}`) {
    h ^= c.charCodeAt(0);
    h = Math.imul(h, 0x01000193);
  }
  const u = (h >>> 0) / 4294967296;
  return u < 0.25 ? 1 : u < 0.35 ? 2 : 3;
}

/**
 * The bans standing before the club's next match in the competition, from its finished matches in order:
 * each match first serves one match of every standing ban, then adds what its cards earn.
 */
export function bansAfter(rule: CardRule, played: readonly PlayedMatch[]): Ban[] {
  const yellows = new Map<number, number>();
  const bans = new Map<number, Ban>();
  played.forEach((m, i) => {
    for (const [id, ban] of bans) {
      ban.left -= 1;
      if (ban.left <= 0) bans.delete(id);
    }
    for (const c of m.cards) {
      const add = (left: number, reason: string) => {
        const old = bans.get(c.playerId);
        bans.set(c.playerId, {
          playerId: c.playerId,
          left: (old?.left ?? 0) + left,
          reason: old ? `${old.reason}、${reason}` : reason,
          matchId: m.matchId,
        });
      };
      if (c.red > 0) {
        if (c.yellow > 0) add(1, '两黄变一红停赛');
        else add(straightRedBan(m.matchId, c.playerId), '红牌停赛');
        continue;
      }
      for (let y = 0; y < c.yellow; y++) {
        const count = (yellows.get(c.playerId) ?? 0) + 1;
        yellows.set(c.playerId, count);
        const n = rule.yellowBan(count, i + 1);
        if (n > 0) add(n, `累计${count}${rule.unit ?? '张黄牌'}停赛`);
      }
    }
  });
  return [...bans.values()];
}
