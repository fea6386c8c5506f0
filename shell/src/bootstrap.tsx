import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient, readPageData, readViewportGuess, startTheme } from '@jincheng/shared';
import { App } from './app/app';
import { ROOT_OPTIONS } from './app/root-options';
import { setUpSession } from './features/auth/session-setup';
import { registerWorker } from './pwa/register-worker';
import { startRemoteLoader } from './remotes/federation';
import { nextTask } from './lib/next-task';
import './styles/global.css';

// When the shell's bundle began to run (e2e/first-paint.spec.ts: after the page's first paint).
performance.mark('jc:shell-start');
startTheme();
setUpSession();
startRemoteLoader(window.location.pathname);
registerWorker();

const container = document.getElementById('root');
if (container) {
  const app = (
    <StrictMode>
      <App
        queryClient={createQueryClient()}
        dehydratedState={readPageData()}
        viewport={readViewportGuess(container)}
      />
    </StrictMode>
  );
  // A server-rendered page is hydrated: its markup stays, nothing renders twice (server/src/ssr). In a
  // transition, so React hydrates in slices of a few milliseconds and yields to the browser in between (an
  // update outside a transition is rendered in one task: a phone's main thread blocked for a second), while a
  // tap on a part not hydrated yet still makes React hydrate that part first.
  // One task later: the bundle's evaluation and the setup above are a task of their own, not the start of
  // the hydration's first slice (a phone's longest task).
  if (container.firstElementChild)
    void nextTask().then(() =>
      startTransition(() => {
        hydrateRoot(container, app, ROOT_OPTIONS);
      }),
    );
  else createRoot(container, ROOT_OPTIONS).render(app);
}
