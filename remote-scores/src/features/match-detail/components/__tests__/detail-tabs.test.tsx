import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DetailTabs, type DetailTab } from '../detail-tabs';

const TABS: DetailTab[] = [
  { id: 'stats', label: '统计' },
  { id: 'lineups', label: '阵容' },
  { id: 'ratings', label: '评分' },
  { id: 'model', label: '模型' },
];

const scrolled: string[] = [];
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this.textContent ?? '');
  };
});

/** Lays the bar out 200 px wide with 100-px tabs side by side, moved left by its scrollLeft. */
function layOut(bar: HTMLElement, scrollLeft: number) {
  Object.defineProperty(bar, 'scrollLeft', { configurable: true, value: scrollLeft });
  bar.getBoundingClientRect = () => ({ left: 0, right: 200 }) as DOMRect;
  bar.querySelectorAll<HTMLElement>('[role="tab"]').forEach((tab, i) => {
    tab.getBoundingClientRect = () =>
      ({ left: i * 100 - scrollLeft, right: (i + 1) * 100 - scrollLeft }) as DOMRect;
  });
}

/** The server's bar, laid out and scrolled as given, then hydrated. */
async function hydrateWith(current: string, scrollLeft: number) {
  const host = document.createElement('div');
  const tabs = <DetailTabs tabs={TABS} current={current} panelId="panel" onChange={() => undefined} />;
  host.innerHTML = renderToString(tabs);
  document.body.append(host);
  layOut(host.querySelector<HTMLElement>('[role="tablist"]')!, scrollLeft);
  await act(async () => {
    hydrateRoot(host, tabs);
  });
  host.remove();
}

describe('DetailTabs: the bar stays where the fan left it', () => {
  it('does not scroll a bar the fan already scrolled before the page hydrated (the tap would land elsewhere)', async () => {
    await hydrateWith('stats', 200);
    expect(scrolled).toEqual([]);
  });

  it('scrolls an untouched bar to a chosen tab beyond its first screen (a page opened on 模型)', async () => {
    await hydrateWith('model', 0);
    expect(scrolled).toEqual(['模型']);
  });

  it('leaves an untouched bar alone when the chosen tab is in view', async () => {
    await hydrateWith('stats', 0);
    expect(scrolled).toEqual([]);
  });

  it('centres each tab chosen afterwards', () => {
    const props = { tabs: TABS, panelId: 'panel', onChange: () => undefined };
    const { rerender } = render(<DetailTabs {...props} current="stats" />);
    scrolled.length = 0;
    rerender(<DetailTabs {...props} current="ratings" />);
    expect(scrolled).toEqual(['评分']);
    expect(screen.getByRole('tab', { name: '评分' })).toHaveAttribute('aria-selected', 'true');
  });
});
