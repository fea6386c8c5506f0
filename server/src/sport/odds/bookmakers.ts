import type { Bookmaker } from '@jincheng/shared/core';

/**
 * The fictional bookmakers (named after places around 锦城). Margins: 欧赔 overround 5.5–7.5 %, 亚盘 and
 * 大小球 3–4.5 % (Asian books work on thinner margins). `bias` shifts their view of the match a little, so
 * books disagree by a few hundredths and now and then by a quarter line.
 */
export interface BookProfile extends Bookmaker {
  euroMargin: number;
  lineMargin: number;
}

export const BOOKMAKERS: readonly BookProfile[] = [
  { id: 'jinguan', name: '锦官', euroMargin: 0.06, lineMargin: 0.035 },
  { id: 'qingcheng', name: '青城', euroMargin: 0.055, lineMargin: 0.03 },
  { id: 'minjiang', name: '岷江', euroMargin: 0.07, lineMargin: 0.04 },
  { id: 'emei', name: '峨眉', euroMargin: 0.075, lineMargin: 0.045 },
];

export function bookById(id: string): BookProfile | undefined {
  return BOOKMAKERS.find((b) => b.id === id);
}

export const bookRef = (b: BookProfile): Bookmaker => ({ id: b.id, name: b.name });
