import { createRoot } from 'react-dom/client';
import { StandaloneHost } from '@jincheng/shared';
import { routes } from './routes';

// Standalone development only: the shell never runs this file; it loads `./routes` instead.
const container = document.getElementById('root');
if (container) createRoot(container).render(<StandaloneHost remote="database" routes={routes} />);
