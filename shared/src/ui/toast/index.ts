export { ToastHost } from './toast-host';
export type { ToastHostProps } from './toast-host';
export {
  toast,
  showToast,
  dismissToast,
  clearToasts,
  getToasts,
  subscribeToasts,
  notifyWithToast,
  DEFAULT_TOAST_DURATION,
  NETWORK_TOAST_DURATION,
} from './toast-store';
export type { ToastItem, ToastType } from './toast-store';
