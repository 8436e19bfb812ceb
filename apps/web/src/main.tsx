import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { parseEnv } from './config/env';
import { startAsGuest } from './features/auth/stores/auth-store';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

const config = parseEnv(import.meta.env);
startAsGuest();

createRoot(container).render(
  <StrictMode>
    <App config={config} router={createAppRouter()} />
  </StrictMode>,
);
