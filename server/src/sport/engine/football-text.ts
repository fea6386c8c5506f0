import type { Rng } from '../seed/prng';

/** Commentary in the register of Chinese live-text pages (文字直播). */
export function goalText(kind: string, team: string, scorer: string, assist?: string): string {
  if (kind === 'penalty') return `球进了！${scorer}主罚点球一蹴而就，${team}取得进球！`;
  if (kind === 'own_goal') return `乌龙球！${scorer}解围失误自摆乌龙，${team}捡到便宜！`;
  return assist
    ? `球进了！${assist}送出精妙助攻，${scorer}冷静推射破门，${team}进球！`
    : `球进了！${scorer}禁区内抢点破门，${team}进球！`;
}

/** The remark that a side has more of the ball, and what is said instead of the side that has less. */
const POSSESSION_REMARK = '控球率占优，但迟迟打不开局面。';
const WITHOUT_BALL_REMARK = '收缩防守，伺机打出反击。';

/**
 * Live-text remarks and the positions (G/D/M/F) of the player each fits: a keeper never beats the offside
 * trap or heads at goal, so a remark naming him is one a keeper does. `{t}` alone names no player.
 */
const ANY = ['G', 'D', 'M', 'F'];
const OUTFIELD = ['D', 'M', 'F'];
const ATTACKING = ['M', 'F'];
export const COMMENT_LINES: ReadonlyArray<{ text: string; positions: readonly string[] }> = [
  { text: '{t}在中场耐心倒脚，寻找进攻机会。', positions: ANY },
  { text: '{p}右路突破后传中，被对方后卫头球解围。', positions: OUTFIELD },
  { text: '{t}获得前场任意球，{p}直接射门稍稍高出横梁。', positions: ATTACKING },
  { text: '{p}禁区外一脚远射，皮球擦着立柱偏出！', positions: OUTFIELD },
  { text: '{t}高位逼抢，迫使对手回传门将。', positions: ANY },
  { text: '{p}反越位成功形成单刀，可惜射门被门将扑出！', positions: ATTACKING },
  { text: '{t}打出一次漂亮的连续传递配合，{p}最后一传稍大。', positions: OUTFIELD },
  { text: '{p}拼抢中倒地，比赛暂停，队医进场治疗。', positions: ANY },
  { text: `{t}${POSSESSION_REMARK}`, positions: ANY },
  { text: '{p}头球攻门，被门将稳稳没收。', positions: OUTFIELD },
  { text: '{p}出击果断，将对方的传中稳稳抱住。', positions: ['G'] },
];

/**
 * A remark on a player of `team`: the drawn remark when it fits his position, else the next one that does
 * (the draw is the same either way, so the rest of the match does not change with the fit).
 */
export function commentLine(rng: Rng, team: string, player: string, position: string): string {
  const drawn = COMMENT_LINES.indexOf(rng.pick(COMMENT_LINES));
  let line = COMMENT_LINES[drawn] as (typeof COMMENT_LINES)[number];
  for (let k = 0; k < COMMENT_LINES.length && !line.positions.includes(position); k++)
    line = COMMENT_LINES[(drawn + k + 1) % COMMENT_LINES.length] as (typeof COMMENT_LINES)[number];
  return line.text.replace('{t}', team).replace('{p}', player);
}

/**
 * The possession remark said of the side that has the ball (the match's possession, `homeShare` per cent to
 * the home side, the figure its statistics show at every minute); the other side's is turned into a remark on
 * defending deep, and at 50–50 neither side is said to have more of it.
 */
export function fitPossession(
  events: Array<{ kind: string; side: 'home' | 'away' | null; text: string }>,
  homeShare: number,
): void {
  for (const e of events) {
    if (e.kind !== 'comment' || !e.side || !e.text.endsWith(POSSESSION_REMARK)) continue;
    const share = e.side === 'home' ? homeShare : 100 - homeShare;
    if (share > 50) continue;
    e.text = `${e.text.slice(0, -POSSESSION_REMARK.length)}${share < 50 ? WITHOUT_BALL_REMARK : '在中场耐心倒脚，寻找进攻机会。'}`;
  }
}
