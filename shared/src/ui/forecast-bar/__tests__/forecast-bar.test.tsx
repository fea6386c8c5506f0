import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ModelBar } from '../../../api/sport/model';
import { ForecastBar, barParts, wholePercents } from '../forecast-bar';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderBar(node: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/match']}>
      <Routes>
        <Route path="/match" element={node} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const widths = () =>
  Array.from(screen.getByTestId('forecast-bar').querySelectorAll<HTMLElement>('[data-outcome]'), (el) => [
    el.dataset.outcome,
    el.style.width,
  ]);

describe('ForecastBar', () => {
  it('writes the football forecast out for screen readers and draws three parts that sum to 100%', () => {
    renderBar(<ForecastBar bar={[0.452, 0.271, 0.277]} sport="football" matchId={42} />);
    const link = screen.getByRole('link', { name: '模型预测 主胜 45%，平 27%，客胜 28%' });
    expect(link).toHaveAttribute('href', '/matchDetail/1/42?tab=model');
    expect(widths()).toEqual([
      ['home', '45%'],
      ['draw', '27%'],
      ['away', '28%'],
    ]);
    fireEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/matchDetail/1/42?tab=model');
  });

  it('reads basketball away side first, two parts, to the basketball match’s 模型 tab', () => {
    renderBar(<ForecastBar bar={[0.614, 0.386]} sport="basketball" matchId={7} />);
    const link = screen.getByRole('link', { name: '模型预测 客胜 39%，主胜 61%' });
    expect(link).toHaveAttribute('href', '/basketballDetail/2/7?tab=model');
    expect(widths()).toEqual([
      ['away', '39%'],
      ['home', '61%'],
    ]);
  });

  it('rounds to whole percents that always sum to 100', () => {
    // Each would round down (33.3…%) or all up (16.7 + 16.7 + 66.7): the largest remainders take the rest.
    expect(wholePercents([0.333, 0.333, 0.334])).toEqual([33, 33, 34]);
    expect(wholePercents([0.167, 0.167, 0.666])).toEqual([17, 17, 66]);
    expect(wholePercents([0.005, 0.49, 0.505])).toEqual([1, 49, 50]);
    // 3-decimal probabilities that sum to 0.999 or 1.001 still make 100.
    expect(wholePercents([0.4, 0.3, 0.299])).toEqual([40, 30, 30]);
    expect(wholePercents([0.5, 0.501])).toEqual([50, 50]);
    for (const bar of [
      [0.452, 0.271, 0.277],
      [0.8, 0.15, 0.05],
      [0.001, 0.001, 0.998],
      [0.614, 0.386],
    ] as const)
      expect(barParts([...bar] as ModelBar).reduce((a, p) => a + p.percent, 0)).toBe(100);
  });
});
