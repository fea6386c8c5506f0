import { render } from '@testing-library/react';
import { applyTheme } from '@jincheng/shared';
import { Flash } from '../flash';

const animate = jest.fn();
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true });
});
beforeEach(() => animate.mockClear());

function cell(value: string) {
  return (
    <Flash className="score" value={value}>
      {value}
    </Flash>
  );
}

it('does not flash when it first mounts', () => {
  render(cell('0-0'));
  expect(animate).not.toHaveBeenCalled();
});

it('flashes a change by fading the wash behind the text: opacity on ::after, which the compositor runs', () => {
  const { rerender, getByText } = render(cell('0-0'));
  rerender(cell('1-0'));
  expect(animate).toHaveBeenCalledTimes(1);
  const [frames, options] = animate.mock.calls[0] as [Keyframe[], KeyframeAnimationOptions];
  // Only opacity: a background colour (or any property the main thread paints) repainted the page each frame.
  expect(frames.flatMap((frame) => Object.keys(frame))).toEqual(['opacity', 'opacity']);
  expect(options).toMatchObject({ pseudoElement: '::after', duration: 1500 });
  const el = getByText('1-0');
  expect(el.className).toContain('score');
  expect(el.style.getPropertyValue('--flash-wash')).toBe('rgba(255, 214, 102, 0.4)');
});

it('uses the fainter wash on the dark theme', () => {
  applyTheme('dark');
  try {
    const { rerender, getByText } = render(cell('0-0'));
    rerender(cell('0-1'));
    expect(getByText('0-1').style.getPropertyValue('--flash-wash')).toBe('rgba(255, 214, 102, 0.12)');
  } finally {
    applyTheme('light');
  }
});
