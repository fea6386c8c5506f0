import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient, readPageData, readViewportGuess, startTheme } from '@jincheng/shared';
import { App } from './app/app';
import { ROOT_OPTIONS } from './app/root-options';
import { setUpSession } from './features/auth/session-setup';
import { registerWorker } from './pwa/register-worker';
import { startRemoteLoader } from './remotes/federation';
import './styles/global.css';

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
  // A server-rendered page is hydrated: its markup stays, nothing renders twice (server/src/ssr).
  if (container.firstElementChild) hydrateRoot(container, app, ROOT_OPTIONS);
  else createRoot(container, ROOT_OPTIONS).render(app);
}
