import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Lineup, LineupPlayer } from '@jincheng/shared';
import { makeMatch } from '../../../../test-utils/live-fixtures';
import { AnalysisPanel } from '../analysis-panel';
import { LineupPitch } from '../lineup-pitch';

test('分析 lists each side’s 伤停 with the reason and the expected return, or 暂无伤停', () => {
  const match = makeMatch({ id: 1 });
  render(
    <MemoryRouter>
      <AnalysisPanel
        match={match}
        analysis={{
          h2h: [],
          standings: [],
          form: { home: [], away: [] },
          absences: {
            home: [
              {
                playerId: 5,
                name: '萨卡',
                number: 7,
                position: 'F',
                kind: 'injury',
                reason: '腿筋拉伤',
                returnAt: '2026-12-20T04:00:00Z',
                matches: null,
              },
              {
                playerId: 6,
                name: '赖斯',
                number: 41,
                position: 'M',
                kind: 'suspension',
                reason: '累计5张黄牌停赛',
                returnAt: null,
                matches: 1,
              },
            ],
            away: [],
          },
        }}
      />
    </MemoryRouter>,
  );
  const section = screen.getByRole('heading', { name: '伤停' }).closest('section') as HTMLElement;
  expect(within(section).getByRole('link', { name: '萨卡' })).toBeInTheDocument();
  expect(within(section).getByText(/腿筋拉伤 · 预计12月20日复出/)).toBeInTheDocument();
  // The same words as the team page's 伤停 (one wording, shared): a one-match ban says so.
  expect(within(section).getByText(/停 · 累计5张黄牌停赛 · 还需停赛1场/)).toBeInTheDocument();
  expect(within(section).getByText('暂无伤停')).toBeInTheDocument();
});

const player = (id: number): LineupPlayer => ({
  playerId: id,
  name: `球员${id}`,
  number: id,
  position: id === 1 ? 'G' : 'M',
  x: 50,
  y: id * 8,
  captain: id === 2,
  rating: null,
  cameOn: null,
  wentOff: null,
});
const xi = (expected: boolean): Lineup => ({
  ...(expected ? { expected: true } : {}),
  formation: '4-3-3',
  coach: '教练',
  starters: Array.from({ length: 11 }, (_, i) => player(i + 1)),
  bench: expected ? [] : [player(12)],
});

test('预计首发 is labelled as such and has no bench; the official line-up is not', () => {
  const { rerender } = render(
    <LineupPitch home={{ name: '阿森纳', lineup: xi(true) }} away={{ name: '切尔西', lineup: xi(true) }} />,
  );
  expect(screen.getByText('预计首发')).toBeInTheDocument();
  expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(/^预计阵型/);
  expect(screen.queryByText(/替补/)).toBeNull();
  rerender(
    <LineupPitch home={{ name: '阿森纳', lineup: xi(false) }} away={{ name: '切尔西', lineup: xi(false) }} />,
  );
  expect(screen.queryByText('预计首发')).toBeNull();
  expect(screen.getAllByText(/替补/).length).toBe(2);
});
