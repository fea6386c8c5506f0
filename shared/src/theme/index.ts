// The colour variables every app reads: loaded with the shared package, before any screen renders.
import './tokens.css';

export {
  applyTheme,
  currentTheme,
  onThemeChange,
  resolveTheme,
  startTheme,
  storedTheme,
  systemTheme,
  THEME_ATTRIBUTE,
  THEME_PREPAINT_SCRIPT,
  toggleTheme,
  type Theme,
} from './theme';
export { INK_CLASS, inkStyle, SURFACES } from './ink';
// useReadableColour stays exported for remote versions built before inkStyle (a rollback may bring one back).
export { SURFACE, useReadableColour, useTheme } from './use-theme';
