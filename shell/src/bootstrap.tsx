import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient, readPageData, startTheme } from '@jincheng/shared';
import { App } from './app/app';
import { ROOT_OPTIONS } from './app/root-options';
import { setUpSession } from './features/auth/session-setup';
import { startRemoteLoader } from './remotes/federation';
import './styles/global.css';

startTheme();
setUpSession();
startRemoteLoader(window.location.pathname);

const container = document.getElementById('root');
if (container) {
  createRoot(container, ROOT_OPTIONS).render(
    <StrictMode>
      <App queryClient={createQueryClient()} dehydratedState={readPageData()} />
    </StrictMode>,
  );
}
