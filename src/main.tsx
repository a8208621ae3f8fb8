/** Vite entry: providers, router and auth machine; the layout and every screen load lazily. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { createAppRouter } from '@/router/createAppRouter';

const container = document.getElementById('app');
if (!container) throw new Error('index.html has no #app element');

createRoot(container).render(
  <StrictMode>
    <App router={createAppRouter()} />
  </StrictMode>,
);
