import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { keepOfflineCache, restoreOfflineCache } from './app/offline-cache';
import { Providers } from './app/providers';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import { registerServiceWorker } from './app/service-worker';

// The last session's profile and till lookups come back before the first screen, so a reload with
// the server unreachable opens the POS as it was (app/offline-cache.ts).
void restoreOfflineCache(queryClient).then(() => {
  keepOfflineCache(queryClient);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});

registerServiceWorker();
