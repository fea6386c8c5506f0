import { useSyncExternalStore } from 'react';
import { currentTheme, onThemeChange, type Theme } from './theme';
import { readableColour } from '../utils/readable-colour';
import { SURFACES } from './ink';

const subscribe = (notify: () => void) => onThemeChange(notify);

/** The theme shown now; re-renders when it changes. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => 'light' as const);
}

/** The surface colour of each theme (tokens.css --jc-surface), for colours computed in script. */
export const SURFACE: Record<Theme, string> = { light: SURFACES.light[0], dark: SURFACES.dark[0] };

/** readableColour against the current theme's surface: league colours stay legible in dark mode too. */
export function useReadableColour(): (hex: string | null | undefined) => string {
  const theme = useTheme();
  return (hex) => readableColour(hex, SURFACE[theme], theme === 'dark' ? '#e7e9ec' : '#1d2129');
}
