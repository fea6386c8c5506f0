import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { setUpSession } from './features/auth/session-setup';
import { startRemoteLoader } from './remotes/federation';
import './styles/global.css';

setUpSession();
startRemoteLoader(window.location.pathname);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
