import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { LazyImage, loadedImages } from '../lazy-image';

type FakeImage = { src: string; onload?: () => void; onerror?: () => void };
const created: FakeImage[] = [];

beforeAll(() => {
  // jsdom never loads images: a stand-in records each attempt and lets the test decide its outcome.
  (global as unknown as { Image: unknown }).Image = class {
    onload?: () => void;
    onerror?: () => void;
    private value = '';
    set src(v: string) {
      this.value = v;
      created.push(this as unknown as FakeImage);
    }
    get src() {
      return this.value;
    }
  };
});

function placeAt(top: number) {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    top,
    bottom: top + 50,
    left: 0,
    right: 50,
    width: 50,
    height: 50,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
}

beforeEach(() => {
  created.length = 0;
  jest.useFakeTimers();
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function frame() {
  await act(async () => {
    jest.advanceTimersByTime(20);
  });
}

it('waits while far below the screen and loads once scrolled within 1.3 viewports', async () => {
  placeAt(3000);
  render(<LazyImage src="/a.png" alt="队徽" width={50} height={50} />);
  await frame();
  expect(created).toHaveLength(0);
  expect(screen.getByRole('img', { name: '队徽' })).toHaveAttribute('aria-busy', 'false');

  placeAt(900);
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(250);
  });
  expect(created).toHaveLength(1);
  await act(async () => created[0]?.onload?.());
  expect(screen.getByRole('img', { name: '队徽' }).tagName).toBe('IMG');
  expect(loadedImages.has('/a.png')).toBe(true);
});

it('tries three times, then shows the fallback', async () => {
  placeAt(10);
  render(<LazyImage src="/broken.png" alt="封面" />);
  await frame();
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    expect(created).toHaveLength(attempt);
    await act(async () => {
      created[attempt - 1]?.onerror?.();
      jest.advanceTimersByTime(1000);
    });
  }
  expect(created).toHaveLength(3);
  expect(screen.getByRole('img', { name: '封面' })).toHaveTextContent('封面');
});

it('shows a remembered image at once, without waiting', () => {
  loadedImages.add('/seen.png');
  render(<LazyImage src="/seen.png" alt="已加载" />);
  expect(screen.getByRole('img', { name: '已加载' }).tagName).toBe('IMG');
});

it("hydrates the server's placeholder for an image this browser already loaded, then shows the image", async () => {
  // /home with follows: 我的关注's cards render in the browser first and load 切尔西's badge; 热门比赛 hydrates
  // after that with the same match. The server (no loaded images) sent the placeholder: the hydrating render
  // must be the same (it was the <img>, React #418), and the image follows right after.
  placeAt(3000);
  const node = <LazyImage src="/sportapi/badges/teams/6.svg" alt="" width={28} height={28} />;
  const html = renderToString(node);
  expect(html).toContain('<span');
  loadedImages.add('/sportapi/badges/teams/6.svg');
  const container = document.createElement('div');
  container.innerHTML = html;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, node, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(container.querySelector('img')).toHaveAttribute('src', '/sportapi/badges/teams/6.svg');
  expect(container.querySelector('span')).toBeNull();
  // Nothing was fetched again: the remembered image shows at once.
  expect(created).toHaveLength(0);
});

it('sizes its placeholder as the image attributes would, so a class that sizes the image wins', async () => {
  placeAt(3000);
  render(<LazyImage src="/badge.png" alt="队徽" className="badge" width={56} height={72} />);
  const box = screen.getByRole('img', { name: '队徽' });
  // Not inline width/height (they would beat `.badge { width: 40px }` on a phone): custom properties that
  // the box's `:where()` rule reads.
  expect(box.style.width).toBe('');
  expect(box.style.height).toBe('');
  expect(box.style.getPropertyValue('--jc-image-width')).toBe('56px');
  expect(box.style.getPropertyValue('--jc-image-height')).toBe('72px');
});
