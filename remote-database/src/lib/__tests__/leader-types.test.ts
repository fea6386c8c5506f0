import { leaderBoards, pickBoard } from '../leader-types';

describe('leader boards', () => {
  it('offers 射手/助攻/xG/评分/零封 for football and 得分/篮板/助攻/抢断/盖帽/三分 for basketball', () => {
    expect(leaderBoards('football').map((b) => b.label)).toEqual([
      '射手榜',
      '助攻榜',
      '预期进球',
      '评分榜',
      '零封榜',
    ]);
    expect(leaderBoards('basketball').map((b) => b.label)).toEqual([
      '得分榜',
      '篮板榜',
      '助攻榜',
      '抢断榜',
      '盖帽榜',
      '三分榜',
    ]);
  });

  it('falls back to the first board for a type the sport does not have', () => {
    expect(pickBoard('football', 'rebounds').type).toBe('goals');
    expect(pickBoard('football', 'steals').type).toBe('goals');
    expect(pickBoard('basketball', 'xg').type).toBe('points');
    expect(pickBoard('basketball', null).type).toBe('points');
    expect(pickBoard('basketball', 'assists').value).toBe('场均助攻');
  });
});
