import type { Rng } from '../seed/prng';

/** Commentary in the register of Chinese live-text pages (文字直播). */
export function goalText(kind: string, team: string, scorer: string, assist?: string): string {
  if (kind === 'penalty') return `球进了！${scorer}主罚点球一蹴而就，${team}取得进球！`;
  if (kind === 'own_goal') return `乌龙球！${scorer}解围失误自摆乌龙，${team}捡到便宜！`;
  return assist
    ? `球进了！${assist}送出精妙助攻，${scorer}冷静推射破门，${team}进球！`
    : `球进了！${scorer}禁区内抢点破门，${team}进球！`;
}

const LINES = [
  '{t}在中场耐心倒脚，寻找进攻机会。',
  '{p}右路突破后传中，被对方后卫头球解围。',
  '{t}获得前场任意球，{p}直接射门稍稍高出横梁。',
  '{p}禁区外一脚远射，皮球擦着立柱偏出！',
  '{t}高位逼抢，迫使对手回传门将。',
  '{p}反越位成功形成单刀，可惜射门被门将扑出！',
  '{t}打出一次漂亮的连续传递配合，{p}最后一传稍大。',
  '{p}拼抢中倒地，比赛暂停，队医进场治疗。',
  '{t}控球率占优，但迟迟打不开局面。',
  '{p}头球攻门，被门将稳稳没收。',
];

export function commentLine(rng: Rng, team: string, player: string): string {
  return rng.pick(LINES).replace('{t}', team).replace('{p}', player);
}
