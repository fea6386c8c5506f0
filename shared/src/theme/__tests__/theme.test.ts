import { contrastRatio, readableColour } from '../../utils/readable-colour';
import { storage, storageKey } from '../../storage';
import {
  applyTheme,
  currentTheme,
  onThemeChange,
  resolveTheme,
  startTheme,
  THEME_PREPAINT_SCRIPT,
  toggleTheme,
} from '../theme';
import { SURFACE } from '../use-theme';

let systemDark = false;
let mediaListener: ((e: { matches: boolean }) => void) | null = null;

beforeEach(() => {
  storage.remove('theme');
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  systemDark = false;
  mediaListener = null;
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: query.includes('dark') && systemDark,
    media: query,
    addEventListener: (_: string, fn: (e: { matches: boolean }) => void) => (mediaListener = fn),
    removeEventListener: () => (mediaListener = null),
  }));
});

describe('theme', () => {
  it('prefers the remembered choice over the system setting', () => {
    expect(resolveTheme(null, 'dark')).toBe('dark');
    expect(resolveTheme('light', 'dark')).toBe('light');
    expect(resolveTheme('dark', 'light')).toBe('dark');
  });

  it('follows the system setting, live, until the visitor chooses', () => {
    systemDark = true;
    const stop = startTheme();
    expect(currentTheme()).toBe('dark');
    mediaListener?.({ matches: false });
    expect(currentTheme()).toBe('light');
    toggleTheme();
    expect(currentTheme()).toBe('dark');
    mediaListener?.({ matches: false });
    expect(currentTheme()).toBe('dark');
    stop();
  });

  it('remembers the toggle through the storage helper and tells subscribers', () => {
    const seen: string[] = [];
    const off = onThemeChange((t) => seen.push(t));
    applyTheme('light');
    expect(toggleTheme()).toBe('dark');
    expect(window.localStorage.getItem(storageKey('theme'))).toBe('dark');
    expect(toggleTheme()).toBe('light');
    expect(storage.get('theme')).toBe('light');
    off();
    expect(seen).toEqual(['light', 'dark', 'light']);
  });

  it('has a pre-paint script that applies the stored choice, else the system setting', () => {
    const run = () => new Function(THEME_PREPAINT_SCRIPT)();
    systemDark = true;
    run();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    window.localStorage.setItem(storageKey('theme'), 'light');
    run();
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    window.localStorage.setItem(storageKey('theme'), 'bogus');
    systemDark = false;
    run();
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });

  it('keeps league colours readable on the dark surface by lightening them', () => {
    for (const colour of ['#3d195b', '#0b6b3a', '#c8102e', '#ffd666']) {
      const light = readableColour(colour, SURFACE.light);
      const dark = readableColour(colour, SURFACE.dark);
      expect(contrastRatio(light, SURFACE.light)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(dark, SURFACE.dark)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
