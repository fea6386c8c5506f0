import { screen } from '@testing-library/react';
import { contrastRatio } from '@jincheng/shared';
import { teamDetail } from '../../../test-utils/team-fixtures';
import { renderAt } from '../../../test-utils/render';
import { TeamHeader } from '../components/team-header';

function header(colors: [string, string]) {
  const { team } = teamDetail();
  renderAt(<TeamHeader team={{ ...team, colors }} />, '/team/14', '/team/:id');
  const element = screen.getByRole('heading', { name: '曼彻斯特联' }).closest('header')!;
  const read = (name: string) => element.style.getPropertyValue(name);
  return { background: read('--kit'), text: read('--kit-text'), accent: read('--kit-accent') };
}

describe('team header colours', () => {
  it.each<[string, [string, string], string]>([
    ['皇马 white and gold', ['#FFFFFF', '#FEBE10'], '#1d2129'],
    ['利兹联 yellow and blue', ['#FFCD00', '#1D428A'], '#1d2129'],
    ['曼联 red and yellow', ['#DA291C', '#FBE122'], '#ffffff'],
  ])('%s: the kit is the background, the text reads on it (WCAG AA)', (_club, colors, text) => {
    const { background, text: ink, accent } = header(colors);
    expect([background, accent]).toEqual(colors);
    expect(ink).toBe(text);
    expect(contrastRatio(ink, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('never writes a value that is not a colour into the style', () => {
    const { background, text, accent } = header(['red;background:url(x)', 'url(y)']);
    expect(background).toBe('#0b6b3a');
    expect(text).toBe('#ffffff');
    expect(accent).toBe('#0b6b3a');
  });
});

describe('team header facts', () => {
  it('shows the founding year when it is known, and no 成立 line when it is not', () => {
    const { team } = teamDetail();
    const { unmount } = renderAt(<TeamHeader team={team} />, '/team/14', '/team/:id');
    expect(screen.getByText('成立').nextSibling).toHaveTextContent('1878年');
    unmount();
    renderAt(<TeamHeader team={{ ...team, founded: null }} />, '/team/14', '/team/:id');
    expect(screen.getByText('主场')).toBeInTheDocument();
    expect(screen.queryByText('成立')).toBeNull();
  });
});
