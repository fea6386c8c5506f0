import {
  HELD,
  PRELOAD_ATTRIBUTE,
  START_AFTER_PAINT_SCRIPT,
  START_ATTRIBUTE,
  startScriptsAfterPaint,
} from '../start-after-paint';

const PAGE =
  '<html><head><script defer src=/shell/1.0.0-a/main.js></script><script defer="defer" src="/shell/1.0.0-a/c/1.js"></script>' +
  '<script type="application/json" id="jc-data">{}</script></head><body><div id="root"></div></body></html>';

describe('startScriptsAfterPaint (a server-rendered page)', () => {
  it('turns each defer script into a held link (nothing fetched before the paint) the start script runs, in order, and leaves other scripts alone', () => {
    const page = startScriptsAfterPaint(PAGE);
    expect(page).not.toContain('<script defer');
    expect(page).toContain(
      `<link rel="${HELD}" as="script" href=/shell/1.0.0-a/main.js ${START_ATTRIBUTE}>` +
        `<link rel="${HELD}" as="script" href="/shell/1.0.0-a/c/1.js" ${START_ATTRIBUTE}>`,
    );
    expect(page).toContain('<script type="application/json" id="jc-data">{}</script>');
  });

  it("turns the shell's stylesheet into a held link applied when the scripts start, where it was", () => {
    const page = startScriptsAfterPaint(
      // As the build writes it (html-webpack-plugin's minifier drops the quotes).
      '<head><style nonce="n" data-jc-critical>.a{}</style><script defer src=/shell/v/main.js></script>' +
        '<link href=/shell/v/main.css rel=stylesheet><link rel="manifest" href="/manifest.webmanifest"></head>',
    );
    expect(page).not.toMatch(/rel="?stylesheet/);
    expect(page).toContain(
      `<link rel="${HELD}" as="script" href=/shell/v/main.js ${START_ATTRIBUTE}>` +
        `<link rel="${HELD}" as="style" href=/shell/v/main.css data-jc-style>`,
    );
    expect(startScriptsAfterPaint('<link href="/shell/v/main.css" rel="stylesheet">')).toBe(
      `<link rel="${HELD}" as="style" href="/shell/v/main.css" data-jc-style>`,
    );
  });
  it('holds the web app manifest too: Chrome fetches it and its icon at once, beside the page (issue 24)', () => {
    // Lighthouse counted both requests into /match's LCP (0.96–1.07 s held back against 0.83–0.87 s without).
    const page = startScriptsAfterPaint(
      '<head><link rel=manifest href=/manifest.webmanifest><link rel=apple-touch-icon href=/icons/icon-192.png></head>',
    );
    expect(page).toBe(
      `<head><link rel="${HELD}" href=/manifest.webmanifest data-jc-manifest>` +
        '<link rel=apple-touch-icon href=/icons/icon-192.png></head>',
    );
    expect(startScriptsAfterPaint('<link rel="manifest" href="/manifest.webmanifest" />')).toBe(
      `<link rel="${HELD}" href="/manifest.webmanifest" data-jc-manifest>`,
    );
  });
});

describe('the start script', () => {
  let frames: FrameRequestCallback[];
  let visibility: DocumentVisibilityState;

  function links(...hrefs: string[]) {
    document.head.innerHTML = hrefs
      .map((href) => `<link rel="${HELD}" as="script" href="${href}" ${START_ATTRIBUTE}>`)
      .join('');
  }
  const started = () =>
    [...document.head.querySelectorAll('script')].map((s) => [s.getAttribute('src'), s.async]);

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    visibility = 'visible';
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('without paint entries: adds nothing before a frame is painted, then every script once, in order', () => {
    links('/shell/v/main.js', '/shell/v/c/2.js');
    new Function(START_AFTER_PAINT_SCRIPT)();
    expect(started()).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    // The frame is painted after the callback: the scripts come in the task after it.
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(started()).toEqual([
      ['/shell/v/main.js', false],
      ['/shell/v/c/2.js', false],
    ]);
    jest.advanceTimersByTime(2000);
    expect(started()).toHaveLength(2);
  });

  it("applies the page's stylesheet in place before it adds the scripts", () => {
    visibility = 'hidden';
    document.head.innerHTML =
      '<style data-jc-critical></style>' +
      `<link rel="${HELD}" as="script" href="/shell/v/main.js" ${START_ATTRIBUTE}>` +
      `<link rel="${HELD}" as="style" href="/shell/v/main.css" data-jc-style>`;
    const order: string[] = [];
    const append = document.head.appendChild.bind(document.head);
    jest.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      const css = document.head.querySelector('link[data-jc-style]') as HTMLLinkElement;
      order.push(`${(node as HTMLScriptElement).getAttribute('src')} with the CSS as ${css.rel}`);
      return append(node);
    });
    new Function(START_AFTER_PAINT_SCRIPT)();
    expect(order).toEqual(['/shell/v/main.js with the CSS as stylesheet']);
    // Where the server put it: after the critical CSS, so its rules come later in the cascade.
    expect([...document.head.children].map((e) => e.getAttribute('rel') ?? e.tagName)).toEqual([
      'STYLE',
      HELD,
      'stylesheet',
      'SCRIPT',
    ]);
  });

  it("makes the page's held remote entries preloads when it starts, before the bundle is asked for", () => {
    visibility = 'hidden';
    document.head.innerHTML =
      `<link rel="${HELD}" as="script" crossorigin="anonymous" href="/remotes/scores/v/remoteEntry.js" ${PRELOAD_ATTRIBUTE}>` +
      `<link rel="${HELD}" as="script" href="/shell/v/main.js" ${START_ATTRIBUTE}>`;
    const order: string[] = [];
    const append = document.head.appendChild.bind(document.head);
    jest.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      const entry = document.head.querySelector(`link[${PRELOAD_ATTRIBUTE}]`) as HTMLLinkElement;
      order.push(`${(node as HTMLScriptElement).getAttribute('src')} with the entry as ${entry.rel}`);
      return append(node);
    });
    new Function(START_AFTER_PAINT_SCRIPT)();
    expect(order).toEqual(['/shell/v/main.js with the entry as preload']);
  });

  it("makes the held manifest the page's manifest once the page is painted", () => {
    links('/shell/v/main.js');
    document.head.insertAdjacentHTML(
      'afterbegin',
      `<link rel="${HELD}" href="/manifest.webmanifest" data-jc-manifest>`,
    );
    new Function(START_AFTER_PAINT_SCRIPT)();
    expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
    frames[0]!(0);
    jest.advanceTimersByTime(0);
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/manifest.webmanifest',
    );
  });

  it('a page in a background tab (no frames) starts at once', () => {
    visibility = 'hidden';
    links('/shell/v/main.js');
    new Function(START_AFTER_PAINT_SCRIPT)();
    expect(started()).toEqual([['/shell/v/main.js', false]]);
  });

  it('starts after 3 s if no frame came', () => {
    links('/shell/v/main.js');
    new Function(START_AFTER_PAINT_SCRIPT)();
    jest.advanceTimersByTime(2999);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual([['/shell/v/main.js', false]]);
  });

  it('with paint entries: waits for the first contentful paint (not an animation frame), then starts', () => {
    const observers: Array<{ callback: PerformanceObserverCallback; options?: PerformanceObserverInit }> = [];
    let disconnected = 0;
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'longtask'];
      constructor(private readonly callback: PerformanceObserverCallback) {}
      observe(options: PerformanceObserverInit) {
        observers.push({ callback: this.callback, options });
      }
      disconnect() {
        disconnected += 1;
      }
    }
    const real = window.PerformanceObserver;
    window.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
    try {
      links('/shell/v/main.js');
      new Function(START_AFTER_PAINT_SCRIPT)();
      expect(frames).toHaveLength(0);
      expect(observers.map((o) => o.options)).toEqual([{ type: 'paint', buffered: true }]);
      const report = (names: string[]) =>
        observers[0]!.callback(
          {
            getEntriesByName: (name: string) => names.filter((n) => n === name).map((n) => ({ name: n })),
          } as never,
          new FakeObserver(() => undefined) as unknown as PerformanceObserver,
        );
      // A first paint without content (background only) is not enough.
      report(['first-paint']);
      jest.advanceTimersByTime(0);
      expect(started()).toEqual([]);
      report(['first-contentful-paint']);
      expect(disconnected).toBe(1);
      jest.advanceTimersByTime(0);
      expect(started()).toEqual([['/shell/v/main.js', false]]);
    } finally {
      window.PerformanceObserver = real;
    }
  });
});
