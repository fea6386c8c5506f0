import { hydrateWatched } from '../../../../jest/hydrate-watched';
import { waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { storage } from '@jincheng/shared';
import { Provider, createStore, hiddenLeaguesAtom, useAtom } from '../app-jotai';

type Atom = typeof hiddenLeaguesAtom;

/** The atom as a browser has it: its module loaded on a page whose storage already holds the choice. */
function loadedInBrowser(): Atom {
  let loaded: Atom | undefined;
  jest.isolateModules(() => {
    loaded = (jest.requireActual('../app-jotai') as { hiddenLeaguesAtom: Atom }).hiddenLeaguesAtom;
  });
  return loaded!;
}

function Hidden({ atom }: { atom: Atom }) {
  const [hidden, setHidden] = useAtom(atom);
  return (
    <button onClick={() => setHidden({ ...hidden, basketball: [5] })}>
      {hidden.football.join(',') || '全部联赛'}
    </button>
  );
}

const page = (atom: Atom = hiddenLeaguesAtom) => (
  <Provider store={createStore()}>
    <Hidden atom={atom} />
  </Provider>
);

beforeEach(() => localStorage.clear());

describe('hiddenLeaguesAtom (a stored atom)', () => {
  it('renders the empty value on the server and while hydrating, then the stored one: no mismatch', async () => {
    const server = renderToString(page());
    // A returning fan: two leagues switched off (and a value that is no league id, dropped on read).
    localStorage.setItem(
      'jcty_scoresLeagueFilter',
      JSON.stringify({ football: [3, 'x', 9], basketball: [] }),
    );
    const container = document.createElement('div');
    container.innerHTML = server;
    document.body.append(container);
    const sent = container.querySelector('button');
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
    observer.observe(container, { subtree: true, characterData: true, childList: true });
    const hydrated = await hydrateWatched(container, page(loadedInBrowser()));
    await waitFor(() => expect(container.textContent).toBe('3,9'));
    observer.disconnect();
    expect(server).toContain('全部联赛');
    hydrated.expectClean();
    // The server's button was kept (hydrated, not replaced), and only the text changed once mounted.
    expect(container.querySelector('button')).toBe(sent);
    expect(seen).toEqual(['3,9']);
    container.remove();
  });

  it('keeps a change under the prefixed key, as JSON, and a new page starts from it once mounted', async () => {
    const store = createStore();
    const unmount = store.sub(hiddenLeaguesAtom, () => undefined);
    expect(store.get(hiddenLeaguesAtom)).toEqual({ football: [], basketball: [] });
    store.set(hiddenLeaguesAtom, { football: [1], basketball: [2] });
    expect(localStorage.getItem('jcty_scoresLeagueFilter')).toBe('{"football":[1],"basketball":[2]}');
    expect(storage.get('scoresLeagueFilter')).toBe('{"football":[1],"basketball":[2]}');
    unmount();
    const next = createStore();
    const atom = loadedInBrowser();
    // Before it is mounted the atom has the empty value (as a server render); mounted, the stored one.
    expect(next.get(atom)).toEqual({ football: [], basketball: [] });
    next.sub(atom, () => undefined);
    expect(next.get(atom)).toEqual({ football: [1], basketball: [2] });
  });

  it('reads broken storage as empty', () => {
    localStorage.setItem('jcty_scoresLeagueFilter', '{not json');
    const store = createStore();
    store.sub(hiddenLeaguesAtom, () => undefined);
    expect(store.get(hiddenLeaguesAtom)).toEqual({ football: [], basketball: [] });
  });
});
