import { sql } from 'kysely';
import { CHAT_MAX_LENGTH, FAN_SCORE_MAX, FAN_SCORE_MIN, shanghaiDay } from '@jincheng/shared/core';
import type { Db } from '../db/database';
import { all, inTransaction } from '../db/query';
import type { PlayedMatch, PlayedPlayer } from '../sport';
import { appendChat, type ChatDraft } from './chat/chat-store';
import { moderate } from './moderation';

/**
 * A demo run's community in use (README "Demo data", docs/community.md "Demo community"): demo fans — named
 * 演示球迷·…, 30 days old so their scores count toward 球迷最佳 — who chatted in the rooms of today's and
 * yesterday's finished big matches and rated their players. Development profile or JC_DEMO_STANDINS=1 only.
 *
 * The demo fans have no phone and no password: their `phone` is a `demo-fan-NN` marker no sign-in accepts,
 * so no one can sign in as them, and a later seed finds them by it.
 */
export const DEMO_FANS = [
  '演示球迷·阿杰',
  '演示球迷·小雨',
  '演示球迷·老周',
  '演示球迷·看台西',
  '演示球迷·夜猫子',
  '演示球迷·大鹏',
  '演示球迷·橙子',
  '演示球迷·十号位',
] as const;

export const DEMO_FAN_PREFIX = '演示球迷·';
const DEMO_FAN_PHONE = (i: number) => `demo-fan-${String(i + 1).padStart(2, '0')}`;
const DEMO_FAN_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** How many finished matches of each sport get a demo room and demo ratings. */
const MATCHES_PER_SPORT = { football: 6, basketball: 2 } as const;
const MINUTE = 60_000;
const DAY_S = 86_400;

interface DemoMatch {
  id: number;
  sport: 'football' | 'basketball';
  kickoff: number;
  home: string;
  away: string;
  home_score: number;
  away_score: number;
  home_ht: number | null;
  away_ht: number | null;
}

/** Beijing calendar date (YYYY-MM-DD) of an epoch-seconds instant: how `sport_matches.day` is written. */

/** A small stable hash, so every demo run seeds the same lines and scores for the same match. */
function hash(...parts: (string | number)[]): number {
  let h = 2166136261;
  for (const c of parts.join('|')) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** The demo fans' user ids, making the missing ones (never touching ones that exist). */
export async function demoFanIds(db: Db, now: number): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, name] of DEMO_FANS.entries()) {
    const phone = DEMO_FAN_PHONE(i);
    const found = await db.qb.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
    if (found) {
      ids.push(Number(found.id));
      continue;
    }
    // Two instances starting at once: the second insert hits the unique phone and takes the first one's row.
    await db.qb
      .insertInto('users')
      .values({ phone, user_name: name, password_hash: null, created_at: now - DEMO_FAN_AGE_MS })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const made = await db.qb.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
    if (made) ids.push(Number(made.id));
  }
  return ids;
}

/** Today's and yesterday's finished matches of the hot leagues' current seasons: the first leagues first, then the most recent. */
async function recentBigMatches(db: Db, now: number): Promise<DemoMatch[]> {
  const s = Math.floor(now / 1000);
  const days = [shanghaiDay(s), shanghaiDay(s - DAY_S)];
  const rows = await all(
    db.qb,
    sql<DemoMatch>`SELECT m.id, m.sport, m.kickoff, h.short_name AS home, a.short_name AS away,
        m.home_score, m.away_score, m.home_ht, m.away_ht
      FROM sport_matches m
      JOIN sport_leagues l ON l.id = m.league_id
      JOIN sport_seasons s ON s.id = m.season_id
      JOIN sport_teams h ON h.id = m.home_id
      JOIN sport_teams a ON a.id = m.away_id
      WHERE m.status = 'finished' AND l.hot = 1 AND s."current" = 1 AND m.day IN (${days[0]}, ${days[1]})
        AND m.home_score IS NOT NULL AND m.away_score IS NOT NULL
      ORDER BY l.sort, m.kickoff DESC, m.id`,
  );
  const picked: DemoMatch[] = [];
  for (const sport of ['football', 'basketball'] as const)
    picked.push(
      ...rows
        .filter((r) => r.sport === sport)
        .slice(0, MATCHES_PER_SPORT[sport])
        .map((r) => ({
          ...r,
          id: Number(r.id),
          kickoff: Number(r.kickoff),
          home_score: Number(r.home_score),
          away_score: Number(r.away_score),
          home_ht: r.home_ht === null ? null : Number(r.home_ht),
          away_ht: r.away_ht === null ? null : Number(r.away_ht),
        })),
    );
  return picked;
}

/** A line a fan sends `minute` minutes after kick-off (football) or tip-off (basketball). */
interface Line {
  minute: number;
  text: string;
}

const pick = <T>(options: readonly T[], seed: number): T => options[(seed >>> 0) % options.length] as T;

/**
 * What fans say during and just after a match. Only facts the room could know at that moment: kick-off
 * chatter, play talk that names no score, the half-time score at the break (football), the final score at
 * the whistle. A 0-0 has no goal talk; the winner is the one the score says.
 */
export function demoLines(match: DemoMatch, fullTimeMinute: number): Line[] {
  const { home, away, home_score: hs, away_score: as } = match;
  const seed = hash(match.id);
  const lines: Line[] = [];
  if (match.sport === 'football') {
    lines.push(
      { minute: 1, text: pick([`开球了！${home}主场，冲！`, `来了来了，${home}对${away}，坐等好戏`], seed) },
      {
        minute: 9,
        text: pick([`${away}开局压得挺靠前`, `${home}的边路速度真快`, `${away}客场也不怂啊`], seed >>> 3),
      },
      {
        minute: 18,
        text: pick([`这裁判尺度有点松啊`, `中场拼抢好凶，火药味出来了`, `今天现场气氛真好`], seed >>> 5),
      },
      { minute: 31, text: pick([`${home}控球不少，最后一传还差点意思`, `${away}防守站位很稳`], seed >>> 7) },
    );
    if (match.home_ht !== null && match.away_ht !== null) {
      const [h, a] = [match.home_ht, match.away_ht];
      const half =
        h === a
          ? h === 0
            ? `半场0比0，两边都还没找到办法，下半场看换人`
            : `半场${h}比${a}，打得有来有回`
          : `半场${h}比${a}，${h > a ? home : away}领先，下半场稳住`;
      lines.push({ minute: 49, text: half });
    }
    lines.push(
      { minute: 58, text: pick([`下半场${away}换人了，想变阵`, `${home}这波传切太舒服了`], seed >>> 9) },
      {
        minute: 71,
        text: pick(
          [`体能开始下降了，后面拼意志`, `${away}门将今天状态在线`, `${home}主帅这次换人有想法`],
          seed >>> 11,
        ),
      },
      { minute: 84, text: pick([`最后十分钟，别松懈！`, `补时估计不会短`], seed >>> 13) },
    );
  } else {
    lines.push(
      { minute: 2, text: pick([`跳球！${home}主场加油`, `${away}客场来了，看看今晚手感`], seed) },
      { minute: 20, text: pick([`${home}篮板抢得好凶`, `这波快攻太流畅了`], seed >>> 3) },
      { minute: 45, text: pick([`第二节轮换阵容打得不错`, `${away}外线手感有点冷`], seed >>> 5) },
      { minute: 80, text: pick([`第三节防守强度上来了`, `这个暂停叫得及时`], seed >>> 7) },
      { minute: 115, text: pick([`末节了，关键球看核心`, `罚球一定要稳住啊`], seed >>> 9) },
    );
  }
  const final =
    hs === as
      ? hs === 0
        ? `完场0比0，两队都没破门，各拿一分`
        : `完场${hs}比${as}，各取一分，还行`
      : `完场${hs}比${as}！${hs > as ? home : away}拿下，${pick(['漂亮', '值了', '服气'], seed >>> 15)}`;
  lines.push({ minute: fullTimeMinute, text: final });
  return lines;
}

/** A score near the player's computed rating (football) or efficiency (basketball), varying by fan. */
export function demoScore(player: PlayedPlayer, sport: 'football' | 'basketball', fan: number): number {
  const base =
    sport === 'football'
      ? (player.rating ?? 6.5)
      : 5 + Math.max(-2, Math.min(4.5, (player.efficiency ?? 0) / 6));
  const nudge = [-1, 0, 0, 0, 1][hash(fan, player.playerId) % 5] as number;
  return Math.max(FAN_SCORE_MIN, Math.min(FAN_SCORE_MAX, Math.round(base) + nudge));
}

/**
 * Seeds the demo community (idempotent: a room that already has a demo fan's line is left alone, a score
 * already given is kept). Every line goes through the community filter as a fan's would, and one it would
 * not pass as is is left out.
 */
export async function seedDemoCommunity(
  db: Db,
  playedIn: (matchId: number) => Promise<PlayedMatch | null>,
  now = Date.now(),
): Promise<{ matches: number[]; lines: number; scores: number }> {
  const fans = await demoFanIds(db, now);
  if (!fans.length) return { matches: [], lines: 0, scores: 0 };
  const matches = await recentBigMatches(db, now);
  let lineCount = 0;
  let scoreCount = 0;
  for (const match of matches) {
    const played = await playedIn(match.id);
    if (!played) continue;
    const kickoffMs = match.kickoff * 1000;
    const fullTimeMinute = Math.max(1, Math.round((played.fullTimeAt - kickoffMs) / MINUTE));
    const spoken = await db.qb
      .selectFrom('chat_messages')
      .select('id')
      .where('match_id', '=', match.id)
      .where('user_id', 'in', fans)
      .executeTakeFirst();
    if (!spoken) {
      const drafts: ChatDraft[] = [];
      for (const [i, line] of demoLines(match, fullTimeMinute).entries()) {
        const at = kickoffMs + line.minute * MINUTE + (hash(match.id, i) % 50) * 1000;
        const verdict = moderate(line.text, { maxLength: CHAT_MAX_LENGTH });
        if (verdict.verdict !== 'ok' || at > now) continue;
        // Consecutive lines from different fans (3 and 8 are coprime), a different start per room.
        const userId = fans[(hash(match.id, 'fan') + i * 3) % fans.length] as number;
        drafts.push({
          matchId: match.id,
          kind: 'user',
          userId,
          sent: line.text,
          shown: verdict.shown,
          now: at,
        });
      }
      await inTransaction(db.qb, (trx) => appendChat(trx, db.engine, drafts));
      lineCount += drafts.length;
    }
    const ratedAt = Math.min(now, played.fullTimeAt + 5 * MINUTE);
    const rows = [];
    for (const side of ['home', 'away'] as const)
      for (const player of played.players[side])
        for (const [f, userId] of fans.entries()) {
          // Not every fan scores every player: starters by most, substitutes by fewer (at least three each).
          const skip = hash(match.id, player.playerId, f) % 10;
          if (f >= 3 && skip < (player.starter ? 2 : 5)) continue;
          const score = demoScore(player, match.sport, f);
          rows.push({
            match_id: match.id,
            player_id: player.playerId,
            user_id: userId,
            score,
            created_at: ratedAt,
            updated_at: ratedAt,
          });
        }
    if (rows.length) {
      await db.qb
        .insertInto('fan_ratings')
        .values(rows)
        .onConflict((oc) => oc.columns(['match_id', 'player_id', 'user_id']).doNothing())
        .execute();
      scoreCount += rows.length;
    }
  }
  return { matches: matches.map((m) => m.id), lines: lineCount, scores: scoreCount };
}

/**
 * Production without the demo switch, on data an earlier demo run left: the demo fans' scores are removed and
 * their lines hidden, so no demo community shows there (the accounts stay, with no way to sign in).
 */
export async function retireDemoCommunity(db: Db, now = Date.now()): Promise<void> {
  const phones = DEMO_FANS.map((_, i) => DEMO_FAN_PHONE(i));
  const fans = (await db.qb.selectFrom('users').select('id').where('phone', 'in', phones).execute()).map(
    (r) => Number(r.id),
  );
  if (!fans.length) return;
  await db.qb.deleteFrom('fan_ratings').where('user_id', 'in', fans).execute();
  await db.qb
    .updateTable('chat_messages')
    .set({ hidden_at: now })
    .where('user_id', 'in', fans)
    .where('hidden_at', 'is', null)
    .execute();
}
