export interface LayoutAudit {
  /** The layout viewport's width (document.documentElement.clientWidth). */
  viewport: number;
  scrollWidth: number;
  /** Visible elements reaching past the viewport's left or right edge, described for the failure message. */
  cut: string[];
  /** Buttons, links and tabs smaller than the minimum in width or height. */
  smallTargets: string[];
}
export declare function auditLayout(options?: { minTarget?: number; tolerance?: number }): LayoutAudit;
