// The dialogs of this version use Dialog (ui/dialog); trapTab and useDialogFocus stay exported for the remote
// versions a rollback can reach, which call them through the shell's copy of this package.
export { FOCUSABLE, trapTab, useDialogFocus } from './dialog-focus';
export { useVisualViewportBox } from './visual-viewport';
