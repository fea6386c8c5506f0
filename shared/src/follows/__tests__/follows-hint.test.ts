import { storage } from '../../storage';
import { FOLLOWS_HINT_ATTRIBUTE, FOLLOWS_PREPAINT_SCRIPT } from '../follows-hint';

/** Runs the page's inline script as the browser does, before any bundle. */
function prepaint(): boolean {
  document.documentElement.removeAttribute(FOLLOWS_HINT_ATTRIBUTE);
  new Function(FOLLOWS_PREPAINT_SCRIPT)();
  return document.documentElement.hasAttribute(FOLLOWS_HINT_ATTRIBUTE);
}

beforeEach(() => localStorage.clear());

test('marks <html> where this browser may have follows: stored ids, the old stars, or a session', () => {
  expect(prepaint()).toBe(false);
  storage.set('follows', JSON.stringify({ teams: [], leagues: [], matches: [] }));
  expect(prepaint()).toBe(false);
  storage.set('follows', JSON.stringify({ teams: [657], leagues: [], matches: [] }));
  expect(prepaint()).toBe(true);
  localStorage.clear();
  storage.set('scoresFavourites', JSON.stringify({ matches: [12503] }));
  expect(prepaint()).toBe(true);
  localStorage.clear();
  storage.set('Admin-Token', 'tok');
  expect(prepaint()).toBe(true);
});

test('never throws where storage does', () => {
  const get = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('denied');
  });
  expect(prepaint()).toBe(false);
  get.mockRestore();
});
