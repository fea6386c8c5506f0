export interface CupDraw {
  group: string | null;
  from: Array<[league: string, count: number]>;
}

const quota = (spec: string): Array<[string, number]> =>
  spec.split(' ').map((item) => [item.replace(/\d+$/, ''), Number(/\d+$/.exec(item)?.[0] ?? 1)]);

/**
 * Where cups take their clubs (best first). The three UEFA competitions are drawn in this order from one pool,
 * so a club plays in at most one of them; each has 36 clubs. 亚冠精英 plays its league stage in two regions.
 */
export const CUP_DRAWS: Record<string, CupDraw[]> = {
  欧冠: [
    {
      group: null,
      from: quota('英超5 西甲5 意甲5 德甲4 法甲4 葡超3 荷甲2 比甲2 土超2 苏超1 奥甲1 瑞士超1 捷甲1'),
    },
  ],
  欧联: [
    {
      group: null,
      from: quota(
        '英超2 西甲2 意甲2 德甲2 法甲2 葡超2 荷甲2 比甲2 土超2 苏超2 奥甲2 瑞士超1 希腊超2 捷甲2 丹超2 挪超2 波兰超1 塞尔超1 罗甲1 克罗甲1 瑞典超1',
      ),
    },
  ],
  欧协联: [
    {
      group: null,
      from: quota(
        '英超1 西甲1 意甲1 德甲1 法甲1 葡超1 荷甲2 比甲2 土超2 苏超2 奥甲2 瑞士超2 希腊超2 捷甲2 丹超2 挪超2 波兰超2 塞尔超1 罗甲2 克罗甲1 瑞典超2 匈甲1 以超1',
      ),
    },
  ],
  亚冠精英: [
    { group: '东区', from: quota('中超3 日职联3 韩K联3 泰超1 澳超2') },
    { group: '西区', from: quota('沙特联3 卡塔尔联3 阿联酋超3 伊朗超2 乌兹超1') },
  ],
};
export const KNOCKOUT_CUPS = new Set(['欧冠', '欧联', '欧协联']);
