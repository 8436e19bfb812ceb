// First, before any chunk with zod loads: the shop's CSP has no 'unsafe-eval' (see the module).
import './config/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { ADMIN_BASE_PATH } from './config/base-path';

const container = document.getElementById('admin-root');
if (container === null) throw new Error('index.html has no #admin-root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter basename={ADMIN_BASE_PATH}>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
