import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { FormEntry } from '@jincheng/shared';
import { makeMatch } from '../../../../test-utils/live-fixtures';
import { AnalysisPanel } from '../analysis-panel';

const entry = (matchId: number, result: FormEntry['result']): FormEntry => ({
  matchId,
  kickoff: '2026-11-14T12:00:00Z',
  leagueShortName: '英超',
  opponentId: 9,
  opponentName: '切尔西',
  atHome: true,
  goalsFor: result === 'W' ? 2 : 0,
  goalsAgainst: result === 'L' ? 2 : 0,
  result,
});

test('近期战绩 colours 胜 green and 负 red, as the league table’s 近况 does', () => {
  render(
    <MemoryRouter>
      <AnalysisPanel
        match={makeMatch({ id: 1 })}
        analysis={{
          h2h: [],
          standings: [],
          form: { home: [entry(1, 'W'), entry(2, 'D'), entry(3, 'L')], away: [] },
        }}
      />
    </MemoryRouter>,
  );
  expect(screen.getByText('胜')).toHaveStyle({ background: 'var(--jc-brand)' });
  expect(screen.getByText('平')).toHaveStyle({ background: '#5f6673' });
  expect(screen.getByText('负')).toHaveStyle({ background: 'var(--jc-danger)' });
});
