import { START_AFTER_PAINT_SCRIPT, START_ATTRIBUTE, startScriptsAfterPaint } from '../start-after-paint';

const PAGE =
  '<html><head><script defer src=/shell/1.0.0-a/main.js></script><script defer="defer" src="/shell/1.0.0-a/c/1.js"></script>' +
  '<script type="application/json" id="jc-data">{}</script></head><body><div id="root"></div></body></html>';

describe('startScriptsAfterPaint (a server-rendered page)', () => {
  it('turns each defer script into a preload the start script runs, in order, and leaves other scripts alone', () => {
    const page = startScriptsAfterPaint(PAGE);
    expect(page).not.toContain('<script defer');
    expect(page).toContain(
      `<link rel="preload" as="script" href=/shell/1.0.0-a/main.js ${START_ATTRIBUTE}>` +
        `<link rel="preload" as="script" href="/shell/1.0.0-a/c/1.js" ${START_ATTRIBUTE}>`,
    );
    expect(page).toContain('<script type="application/json" id="jc-data">{}</script>');
  });
});

describe('the start script', () => {
  let frames: FrameRequestCallback[];
  let visibility: DocumentVisibilityState;

  function links(...hrefs: string[]) {
    document.head.innerHTML = hrefs
      .map((href) => `<link rel="preload" as="script" href="${href}" ${START_ATTRIBUTE}>`)
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

  it('adds nothing before a frame is painted, then every script once, in order', () => {
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

  it('a page in a background tab (no frames) starts at once', () => {
    visibility = 'hidden';
    links('/shell/v/main.js');
    new Function(START_AFTER_PAINT_SCRIPT)();
    expect(started()).toEqual([['/shell/v/main.js', false]]);
  });

  it('starts after 1 s if no frame came', () => {
    links('/shell/v/main.js');
    new Function(START_AFTER_PAINT_SCRIPT)();
    jest.advanceTimersByTime(999);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual([['/shell/v/main.js', false]]);
  });
});
