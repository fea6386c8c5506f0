import { EARLY_TAPS_SCRIPT, HYDRATED_ATTRIBUTE, markHydrated } from '../early-taps';

/** What React does to an element it renders or hydrates: its props under React's own key. */
const hydrate = (el: Element) => Object.assign(el, { __reactProps$test: {} });

let root: HTMLElement;

/** A control in the page's #root with a "React" handler that counts the taps it got. */
function control(html: string): { el: HTMLElement; taps: () => number } {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const el = holder.firstElementChild as HTMLElement;
  root.append(el);
  let taps = 0;
  el.addEventListener('click', () => (taps += 1));
  return { el, taps: () => taps };
}

describe('early taps (the inline script a page carries before it is hydrated)', () => {
  beforeAll(() => new Function(EARLY_TAPS_SCRIPT)());
  beforeEach(() => {
    jest.useFakeTimers();
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    document.body.innerHTML = '<div id="root"><div class="shell"></div></div>';
    root = document.getElementById('root')!;
    hydrate(root.firstElementChild!);
  });
  afterEach(() => jest.useRealTimers());

  it('holds a tap on a button until the shell has run and React has hydrated the button, then plays it once', () => {
    const login = control('<button type="button">登录</button>');
    login.el.click();
    login.el.click();
    expect(login.taps()).toBe(0);
    markHydrated(document.documentElement);
    expect(login.taps()).toBe(0); // the shell has run, but this part of the page is not hydrated yet
    hydrate(login.el);
    jest.advanceTimersByTime(60);
    expect(login.taps()).toBe(1);
    login.el.click();
    expect(login.taps()).toBe(2);
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
    hydrate(slow.el);
    hydrate(stale.el);
    root.append(stale.el);
    jest.advanceTimersByTime(100);
    expect(stale.taps()).toBe(0);
    expect(slow.taps()).toBe(0);
  });

  it('stops the default action of a held tap (no checkbox flips, no form is sent before hydration)', () => {
    const box = control('<input type="checkbox" />');
    box.el.click();
    expect((box.el as HTMLInputElement).checked).toBe(false);
    hydrate(box.el);
    markHydrated(document.documentElement);
    expect((box.el as HTMLInputElement).checked).toBe(true);
    expect(box.taps()).toBe(1);
  });

  it('holds nothing when React does not mark its elements (a React release without the props key)', () => {
    delete (root.firstElementChild as unknown as Record<string, unknown>)['__reactProps$test'];
    markHydrated(document.documentElement);
    const plain = control('<button type="button">筛选</button>');
    plain.el.click();
    expect(plain.taps()).toBe(1);
  });
});
