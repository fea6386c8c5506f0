import { canNotify, claimAlert, toast } from '@jincheng/shared';
import { detailPath } from '../detail-type';
import { alertText } from '../live-feed/alert-text';
import { playAlertSound, soundEnabled } from '../live-feed/goal-sound';
import type { LiveAlert } from '../live-feed/live-types';

/** A hidden tab waits this long before claiming, so a tab the fan is looking at wins and toasts in place. */
const HIDDEN_TAB_DELAY_MS = 400;

/**
 * One alert for a goal or red card in a followed match, across all open tabs: the tab that claims the
 * event id (global on the feed) alerts — a toast when the fan is looking at it, a system notification
 * when it is in the background and notifications are allowed — and plays the sound when it is on.
 */
export async function deliverFollowAlert(alert: LiveAlert, doc: Document = document): Promise<boolean> {
  const hidden = () => doc.visibilityState === 'hidden';
  if (hidden()) await new Promise((r) => setTimeout(r, HIDDEN_TAB_DELAY_MS));
  if (!(await claimAlert(alert.match.version))) return false;
  const text = alertText(alert);
  if (hidden() && canNotify()) {
    const notification = new Notification(alert.kind === 'goal' ? '进球！' : '红牌！', {
      body: text,
      tag: `jcty-live-${alert.match.version}`,
      lang: 'zh-CN',
      icon: '/icons/icon-192.png',
    });
    notification.onclick = () => {
      window.focus();
      window.location.assign(detailPath(alert.match.sport, alert.match.id));
      notification.close();
    };
  } else if (alert.kind === 'goal') toast.success(text);
  else toast.warning(text);
  if (soundEnabled()) playAlertSound(alert.kind);
  return true;
}
