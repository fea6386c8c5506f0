import type { Shot } from '@jincheng/shared';

export const OUTCOME_LABEL: Record<Shot['outcome'], string> = {
  goal: '进球',
  saved: '射正被扑',
  off_target: '射偏',
  blocked: '被封堵',
};

const SITUATION_LABEL: Record<Shot['situation'], string> = {
  open_play: '运动战',
  fast_break: '反击',
  set_piece: '定位球',
  free_kick: '直接任意球',
  penalty: '点球',
};

/** 「23' 哈兰德 射正被扑，xG 0.34（右路禁区内，脚射，运动战）」-style words for one shot. */
export function shotWords(s: Shot): string {
  const how = `${s.body === 'head' ? '头球' : '脚射'}，${SITUATION_LABEL[s.situation]}`;
  return `${s.minuteLabel} ${s.playerName} ${OUTCOME_LABEL[s.outcome]}，xG ${s.xg.toFixed(2)}，距球门 ${Math.round(Math.hypot(s.x, s.y))} 米，${how}`;
}

export const teamXg = (shots: Shot[], side: Shot['side']) =>
  shots.filter((s) => s.side === side).reduce((n, s) => n + s.xg, 0);
