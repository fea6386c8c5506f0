import { storage } from '../storage';

/**
 * Goal and red-card alerts for followed matches may use system notifications. The browser is asked once,
 * at the fan's first follow (a click, so the prompt is tied to what they did), never on page load.
 */
export function askAlertPermissionOnce(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  if (storage.get('alertsAsked') === '1') return;
  storage.set('alertsAsked', '1');
  void Notification.requestPermission().catch(() => undefined);
}

/** Whether a system notification may be shown now. */
export function canNotify(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted';
}
