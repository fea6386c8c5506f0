import type { Sport } from '@jincheng/shared';
import type { SegmentedOption } from './segmented';

export type SportFilter = 'all' | Sport;

export const SPORT_OPTIONS: ReadonlyArray<SegmentedOption<SportFilter>> = [
  { value: 'all', label: '全部' },
  { value: 'football', label: '足球' },
  { value: 'basketball', label: '篮球' },
];

export const sportOf = (filter: SportFilter): Sport | undefined => (filter === 'all' ? undefined : filter);

/** The `?sport=` of a list (the footer's hot tags link to one sport): football or basketball, else 全部. */
export const sportFilterOf = (raw: string | null): SportFilter =>
  raw === 'football' || raw === 'basketball' ? raw : 'all';
