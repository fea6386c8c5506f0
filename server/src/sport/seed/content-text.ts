import type { Rng } from './prng';

export interface Section {
  title: string;
  paragraphs: string[];
}

/** 情报 always has the five sections fans expect, in this order. */
export function intelligenceSections(rng: Rng, home: string, away: string, league: string): Section[] {
  return [
    {
      title: '伤停',
      paragraphs: [
        `${home}方面，主力${rng.pick(['中卫', '后腰', '边锋', '门将'])}因${rng.pick(['大腿肌肉拉伤', '膝伤', '累积黄牌停赛'])}缺阵；${away}${rng.pick(['全员健康', '仍有两名主力伤缺', '主力前锋出战成疑'])}。`,
      ],
    },
    {
      title: '状态',
      paragraphs: [
        `${home}近5场${rng.int(1, 4)}胜${rng.int(0, 2)}平，主场攻击力强劲；${away}近期客场${rng.pick(['连续不败', '表现低迷', '胜率仅三成'])}。`,
      ],
    },
    {
      title: '战意',
      paragraphs: [
        `本场是${league}关键战，${home}${rng.pick(['志在巩固前四', '急需抢分保级', '力争追赶榜首'])}，${away}${rng.pick(['同样输不起', '战意一般', '有轮换可能'])}。`,
      ],
    },
    {
      title: '战术',
      paragraphs: [
        `${home}预计继续${rng.pick(['高位逼抢', '边路传中', '控球推进'])}，${away}可能${rng.pick(['收缩防守打反击', '五后卫稳守', '中场绞杀'])}。`,
      ],
    },
    {
      title: '结论',
      paragraphs: [
        `综合来看，${rng.pick([`${home}主场不败可期`, `${away}有望带走分数`, '双方大概率握手言和', '本场进球数或偏多'])}。`,
      ],
    },
  ];
}

export function newsArticle(
  rng: Rng,
  league: string,
  sport: string,
): { title: string; summary: string; sections: Section[] } {
  const topic =
    sport === 'football'
      ? rng.pick(['主帅赛后发布会', '冬窗转会传闻', '伤病最新进展', '球队更衣室风波', '青训新星崛起'])
      : rng.pick(['全明星票选', '交易截止日动向', '球星伤情更新', '教练组调整', '新秀表现']);
  const title = `${league}${topic}：${rng.pick(['官方确认', '媒体曝光', '最新消息', '深度解读'])}`;
  const summary = `${league}${topic}引发关注，多方消息显示事件仍在发酵。`;
  return {
    title,
    summary,
    sections: [
      {
        title: '',
        paragraphs: [
          summary,
          `据知情人士透露，俱乐部内部已就${topic}进行讨论，预计近期将有进一步消息。`,
          '锦城体育将持续关注。',
        ],
      },
    ],
  };
}

export function previewArticle(
  rng: Rng,
  league: string,
  home: string,
  away: string,
  round: number,
): { title: string; summary: string; sections: Section[] } {
  const title = `${league}第${round}轮前瞻：${home}迎战${away}，${rng.pick(['榜首之争', '焦点对决', '保级生死战', '强强对话'])}`;
  const summary = `本轮${league}焦点战，${home}坐镇主场迎来${away}的挑战。`;
  return {
    title,
    summary,
    sections: [
      {
        title: '看点',
        paragraphs: [summary, `两队上次交手${rng.pick([`${home}取胜`, `${away}爆冷`, '战成平局'])}。`],
      },
      {
        title: '数据',
        paragraphs: [
          `${home}本赛季主场场均进球${(1 + rng.next() * 1.5).toFixed(1)}个，${away}客场场均失球${(0.8 + rng.next()).toFixed(1)}个。`,
        ],
      },
    ],
  };
}

export function solutionText(
  rng: Rng,
  home: string,
  away: string,
  sport: string,
): { title: string; summary: string; analysis: string; pick: string; side: string } {
  const side = rng.pick(['home', 'home', 'away', 'draw']);
  const finalSide = sport === 'basketball' && side === 'draw' ? 'home' : side;
  const pick = finalSide === 'home' ? `${home}胜` : finalSide === 'away' ? `${away}胜` : '平局';
  return {
    title: `${home} vs ${away}：${rng.pick(['稳胆推荐', '冷门预警', '数据模型解读', '深度剖析'])}`,
    summary: `${home}与${away}的对决暗藏玄机，基本面与数据面出现分歧。`,
    analysis: `从近期状态、伤停和历史交锋综合判断，本场倾向${pick}。${rng.pick(['主队主场优势明显', '客队反击效率极高', '双方实力接近'])}，建议关注${rng.pick(['上半场走势', '临场阵容', '角球数据'])}。`,
    pick,
    side: finalSide,
  };
}
