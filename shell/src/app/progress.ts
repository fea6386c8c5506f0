import type { NProgress as Bar } from './progress-bar';

/**
 * The navigation progress bar, loaded with the first navigation rather than with the page (nprogress and its
 * CSS were 2.3 KB gzip of the shell's entry). The first screen of a server-rendered page is usually ready
 * before the bar has loaded, so it shows no bar; later navigations find it loaded.
 */
let bar: typeof Bar | undefined;
let loading: Promise<void> | undefined;
let pending = 0;

function load(): void {
  loading ??= import(/* webpackChunkName: "progress" */ './progress-bar').then(
    (module) => {
      bar = module.NProgress;
      if (pending > 0) bar.start();
    },
    () => {
      loading = undefined;
    },
  );
}

/** Starts the bar for a navigation; every start is matched by one `done`. */
export function startProgress(): void {
  pending += 1;
  if (bar) bar.start();
  else load();
}

export function doneProgress(): void {
  pending = Math.max(0, pending - 1);
  if (pending === 0) bar?.done();
}
