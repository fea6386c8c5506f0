export { FOCUSABLE, trapTab, useDialogFocus } from './dialog-focus';
