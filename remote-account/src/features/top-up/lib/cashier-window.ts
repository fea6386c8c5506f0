export interface CashierWindow {
  /** Sends the opened tab to the cashier; false when the browser blocked the tab. */
  go(url: string): boolean;
  close(): void;
}

/**
 * Opens the cashier tab *during the click*, before the order exists: browsers block a window opened after an
 * await. The blank tab is sent to the cashier once the order is created, or closed if that fails.
 */
export function openCashierWindow(): CashierWindow {
  const tab = window.open('', '_blank');
  return {
    go(url) {
      if (!tab || tab.closed) return false;
      tab.opener = null;
      tab.location.href = url;
      return true;
    },
    close() {
      tab?.close();
    },
  };
}
