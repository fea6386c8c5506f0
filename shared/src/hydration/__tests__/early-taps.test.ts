import { EARLY_TAPS_SCRIPT, HYDRATED_ATTRIBUTE, SLOT_ATTRIBUTE, markHydrated } from '../early-taps';

let root: HTMLElement;
let main: HTMLElement;

/** A control in `parent` with a "React" handler that counts the taps it got. */
function control(html: string, parent: HTMLElement = main): { el: HTMLElement; taps: () => number } {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const el = holder.firstElementChild as HTMLElement;
  parent.append(el);
  let taps = 0;
  el.addEventListener('click', () => (taps += 1));
  return { el, taps: () => taps };
}

function slot(parent: HTMLElement): HTMLElement {
  const el = document.createElement('section');
  el.setAttribute(SLOT_ATTRIBUTE, '');
  parent.append(el);
  return el;
}

describe('early taps (the inline script a page carries before it is hydrated)', () => {
  beforeAll(() => new Function(EARLY_TAPS_SCRIPT)());
  beforeEach(() => {
    jest.useFakeTimers();
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    document.body.innerHTML = '<div id="root"><header></header></div>';
    root = document.getElementById('root')!;
    main = slot(root);
  });
  afterEach(() => jest.useRealTimers());

  it('holds a tap in a slot until the shell has run and that slot is live, then plays it once', () => {
    const tab = control('<button type="button">进行中</button>');
    tab.el.click();
    tab.el.click();
    expect(tab.taps()).toBe(0);
    markHydrated(document.documentElement);
    jest.advanceTimersByTime(60);
    expect(tab.taps()).toBe(0); // the shell has run, but the route's screen is not hydrated yet
    markHydrated(main);
    // Played a macrotask after the mark (which React writes during its commit), not inside it.
    expect(tab.taps()).toBe(0);
    jest.advanceTimersByTime(0);
    expect(tab.taps()).toBe(1);
    tab.el.click();
    expect(tab.taps()).toBe(2);
  });

  it('a control outside every slot (the header) goes live with the shell', () => {
    const login = control('<button type="button">登录</button>', root.querySelector('header')!);
    login.el.click();
    expect(login.taps()).toBe(0);
    markHydrated(document.documentElement);
    jest.advanceTimersByTime(0);
    expect(login.taps()).toBe(1);
  });

  it('a slot inside a slot waits for its own mark (a home widget in the main area)', () => {
    const widget = slot(main);
    const star = control('<button type="button" aria-label="关注">☆</button>', widget);
    markHydrated(document.documentElement);
    markHydrated(main);
    star.el.click();
    jest.advanceTimersByTime(200);
    expect(star.taps()).toBe(0);
    markHydrated(widget);
    jest.advanceTimersByTime(0);
    expect(star.taps()).toBe(1);
  });

  it('drops a held tap whose control is gone, or that waited 10 s, and never holds links or text', () => {
    const stale = control('<button type="button">登录</button>');
    const slow = control('<div role="tab">进行中</div>');
    const link = control('<a href="#news">新闻</a>');
    const text = control('<p>比分</p>');
    stale.el.click();
    slow.el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    link.el.click();
    text.el.click();
    expect(link.taps()).toBe(1);
    expect(text.taps()).toBe(1);
    stale.el.remove();
    markHydrated(document.documentElement);
    jest.advanceTimersByTime(10_100);
    main.append(stale.el);
    markHydrated(main);
    jest.advanceTimersByTime(100);
    expect(stale.taps()).toBe(0);
    expect(slow.taps()).toBe(0);
  });

  it('stops the default action of a held tap (no checkbox flips, no form is sent before hydration)', () => {
    const box = control('<input type="checkbox" />');
    box.el.click();
    expect((box.el as HTMLInputElement).checked).toBe(false);
    markHydrated(document.documentElement);
    markHydrated(main);
    jest.advanceTimersByTime(0);
    expect((box.el as HTMLInputElement).checked).toBe(true);
    expect(box.taps()).toBe(1);
  });

  it('once live, a tap is left alone: default action and propagation as without the script', () => {
    markHydrated(document.documentElement);
    markHydrated(main);
    const box = control('<input type="checkbox" />');
    let bubbled = 0;
    root.addEventListener('click', () => (bubbled += 1));
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    box.el.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect((box.el as HTMLInputElement).checked).toBe(true);
    expect(box.taps()).toBe(1);
    expect(bubbled).toBe(1);
  });

  it('holds nothing outside #root (a toast host, a portal the page owns)', () => {
    const outside = control('<button type="button">关闭</button>', document.body);
    outside.el.click();
    expect(outside.taps()).toBe(1);
  });

  it('keeps the last choice in a select that is not live, and sends it again once the select is', () => {
    const holder = document.createElement('div');
    holder.innerHTML =
      '<select aria-label="赛季"><option value="">本赛季</option><option value="2025-26">2025/26</option><option value="2024-25">2024/25</option></select>';
    const select = holder.firstElementChild as HTMLSelectElement;
    main.append(select);
    const seen: string[] = [];
    // React listens at the root; a change it saw before hydration would be handled twice.
    root.addEventListener('change', (e) => seen.push((e.target as HTMLSelectElement).value));
    const choose = (value: string) => {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    };
    choose('2025-26');
    choose('2024-25');
    expect(seen).toEqual([]);
    markHydrated(document.documentElement);
    jest.advanceTimersByTime(60);
    expect(seen).toEqual([]);
    // Hydration sets the select back to what React rendered.
    select.value = '';
    markHydrated(main);
    jest.advanceTimersByTime(0);
    expect(select.value).toBe('2024-25');
    expect(seen).toEqual(['2024-25']);
    // Live: a choice goes straight through, once.
    choose('2025-26');
    expect(seen).toEqual(['2024-25', '2025-26']);
    jest.advanceTimersByTime(100);
    expect(seen).toEqual(['2024-25', '2025-26']);
  });

  it('leaves a text field’s change alone (only selects are held)', () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<input type="text" />';
    const input = holder.firstElementChild as HTMLInputElement;
    main.append(input);
    let seen = 0;
    root.addEventListener('change', () => (seen += 1));
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect(seen).toBe(1);
  });
});
