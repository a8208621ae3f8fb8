/**
 * Vite entry: providers, router and auth machine; the layout and every screen load lazily. The
 * server's platform info (demo mode) is asked for before the first render.
 */
// First: zod's settings must be in place before any schema is built.
import '@/app/zodJitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { loadPlatformInfo } from '@/platform/platformInfo';
import { createAppRouter } from '@/router/createAppRouter';

// Asked now, alongside the first page's chunks; nothing waits for the answer.
const platformInfo = loadPlatformInfo();

const container = document.getElementById('app');
if (!container) throw new Error('index.html has no #app element');

createRoot(container).render(
  <StrictMode>
    <App router={createAppRouter()} platformInfo={platformInfo} />
  </StrictMode>,
);
