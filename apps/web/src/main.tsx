import { onlineManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { keepOfflineCache, restoreOfflineCache } from './app/offline-cache';
import { Providers } from './app/providers';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import { registerServiceWorker } from './app/service-worker';

// Opened with the network down (a till reloaded offline), queries wait for it, as they do when it drops
// later: TanStack Query hears the online and offline events but takes the start as online, so every
// query of the first screen would be sent, fail and be retried while the screen is drawn.
onlineManager.setOnline(navigator.onLine);

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
