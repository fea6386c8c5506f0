export { FOCUSABLE, trapTab, useDialogFocus } from './dialog-focus';
export { useVisualViewportBox } from './visual-viewport';
