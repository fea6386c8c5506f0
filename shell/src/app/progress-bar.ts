import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import './progress.css';

// Spec §2: a progress bar during navigation, without a spinner.
NProgress.configure({
  showSpinner: false,
  trickleSpeed: 150,
  minimum: 0.15,
  // nprogress's default markup carries role="bar", which is no ARIA role; the bar is decoration.
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

export { NProgress };
