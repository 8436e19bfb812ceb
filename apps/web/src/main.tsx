// First, before any chunk with zod loads: see the module.
import './config/zod-without-eval';
import './fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { parseEnv } from './config/env';
import { startSessionRestore } from './features/auth/start-session';
import { startCartRestore } from './stores/start-cart-restore';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

const config = parseEnv(import.meta.env);

createRoot(container).render(
  <StrictMode>
    <App config={config} router={BrowserRouter} />
  </StrictMode>,
);
// After the first render, each from its own chunk: the api client (ky, contract schemas, zod) with
// the session restore, and the cart store. The header shows '+' until the stored cart is read.
void startSessionRestore(document.cookie);
void startCartRestore();
