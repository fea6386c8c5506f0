/**
 * jsdom has HTMLDialogElement (and its `open` attribute) without showModal(), show() or close(). Tests get just
 * enough of the platform: showModal()/show() set `open`; close() clears it and fires `close`; Escape sends the
 * topmost modal dialog a cancelable `cancel` and closes it unless that was refused. Focus containment and the
 * inert page behind are not emulated (the e2e suite checks them in a real browser). Tests only: product code
 * relies on the browser's own dialog.
 */
const modals: HTMLDialogElement[] = [];

function closeDialog(dialog: HTMLDialogElement, returnValue?: string): void {
  const index = modals.indexOf(dialog);
  if (index >= 0) modals.splice(index, 1);
  if (!dialog.open) return;
  if (returnValue !== undefined) dialog.returnValue = returnValue;
  dialog.open = false;
  dialog.dispatchEvent(new Event('close'));
}

if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
      if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
      this.open = true;
      modals.push(this);
    },
    show(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement, returnValue?: string) {
      closeDialog(this, returnValue);
    },
  });
  Object.defineProperty(HTMLDialogElement.prototype, 'returnValue', { value: '', writable: true });
  // Capture phase: the browser's Escape handling does not depend on where the key event is stopped.
  document.addEventListener(
    'keydown',
    (event) => {
      const top = modals.findLast((dialog) => dialog.isConnected && dialog.open);
      if (event.key !== 'Escape' || !top) return;
      const cancel = new Event('cancel', { cancelable: true });
      if (top.dispatchEvent(cancel)) closeDialog(top);
    },
    true,
  );
}
