import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient, readPageData } from '@jincheng/shared';
import { App } from './app/app';
import { ROOT_OPTIONS } from './app/root-options';
import { setUpSession } from './features/auth/session-setup';
import { registerWorker } from './pwa/register-worker';
import { startRemoteLoader } from './remotes/federation';
import './styles/global.css';

setUpSession();
startRemoteLoader(window.location.pathname);
registerWorker();

const container = document.getElementById('root');
if (container) {
  createRoot(container, ROOT_OPTIONS).render(
    <StrictMode>
      <App queryClient={createQueryClient()} dehydratedState={readPageData()} />
    </StrictMode>,
  );
}
