import { contrastRatio } from '@jincheng/shared';
import { zoneInfo } from '../zones';

test('every zone colour carries the white rank number at 4.5:1 or more (the UCL play-off band included)', () => {
  for (const zone of [
    '冠军',
    '直接升级',
    '升级附加赛',
    '欧冠',
    '直接晋级',
    '欧联',
    '欧冠资格赛',
    '欧协联',
    '降级附加赛',
    '附加赛',
    '季后赛',
    '降级',
    '其他',
  ]) {
    expect([zone, contrastRatio(zoneInfo(zone).color, '#ffffff') >= 4.5]).toEqual([zone, true]);
  }
});
