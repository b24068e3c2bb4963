import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const mantineComponent = (names: string) => new RegExp(`@mantine/core/esm/components/(${names})/`);

/** Mantine components of the login page and the toasts (and a helper of theirs): these load first. */
const LOGIN_UI = mantineComponent(
  'Alert|Anchor|ActionIcon|Box|Button|Center|CloseButton|Flex|FloatingIndicator|Group|Input|InputBase|Loader|Notification|Paper|PasswordInput|Portal|ScrollArea/utils|SegmentedControl|Space|Stack|Text|TextInput|Title|Transition|UnstyledButton|VisuallyHidden',
);
/** The signed-in frame (app/layout.tsx): menu, header and the modals provider, loaded right after sign-in. */
const SHELL_UI = mantineComponent(
  'Accordion|AppShell|Badge|Burger|Card|Collapse|FocusTrap|Modal|ModalBase|NavLink|Overlay|Popover|ScrollArea|SimpleGrid|ThemeIcon',
);
const SHELL_LIBS = /node_modules\/(@mantine\/modals|@floating-ui|tabbable|dayjs)\//;
/** Form-only inputs, loaded with the first form rather than with the first list. */
const FORM_UI = mantineComponent(
  'Chip|ColorInput|ColorPicker|ColorSwatch|Fieldset|FileButton|FileInput|Image|JsonInput|NumberInput|PinInput|Radio|Rating|Slider|Switch|Textarea',
);

/**
 * Vendor code is split by when it is needed, so the first page (login) stays small and every later
 * route stays under the bundle budget (bench/web-bundle.bench.ts): React, the router, TanStack Query,
 * the login page's Mantine parts and zod load first (zod because nearly every screen validates with
 * the shared schemas); the signed-in frame ('shell') right after sign-in; list widgets and the data
 * table with the first list; form inputs and @mantine/form with the first form; dates and charts
 * with the first screen that uses them (charts only from report routes).
 * A Mantine component the login page starts to use must join LOGIN_UI, else 'widgets' becomes part
 * of the first load (the bench shows it).
 */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(chart\.js|react-chartjs-2|@kurkle)\//.test(id)) return 'charts';
  if (/node_modules\/@mantine\/dates\//.test(id)) return 'dates';
  if (/node_modules\/mantine-datatable\//.test(id)) return 'datatable';
  if (/node_modules\/(@mantine\/form|klona|fast-deep-equal|react-number-format)\//.test(id) || FORM_UI.test(id)) return 'forms';
  if (LOGIN_UI.test(id)) return 'vendor';
  if (SHELL_UI.test(id) || SHELL_LIBS.test(id)) return 'shell';
  if (/@mantine\/core\/esm\/components\//.test(id)) return 'widgets';
  return 'vendor';
}

/**
 * The installable app (issue 29): a manifest and a Workbox service worker that keeps the built app
 * (shell, every route's code, styles, icons) so a reload without a server still opens the POS. Only
 * the build's own files are cached here, and menu pictures: API answers never go through the worker, so nothing a user
 * may not see is kept by it (the POS keeps its catalogue itself, per user, and clears it on sign-out).
 * The app registers the worker itself (src/app/service-worker.ts).
 */
const installable = VitePWA({
  injectRegister: null,
  registerType: 'autoUpdate',
  includeAssets: ['icon-192.png', 'icon-512.png'],
  manifest: {
    name: 'Saji POS',
    short_name: 'Saji',
    description: 'Saji restaurant POS and back office',
    start_url: '/pos',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#fd7e14',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,png,svg,woff2}'],
    // The report and chart chunks are large and useless offline; a 3 MB cap keeps the precache lean.
    maximumFileSizeToCacheInBytes: 3_000_000,
    navigateFallback: '/index.html',
    // The API, its socket and its PDFs/exports are the server's: never answered from the cache.
    navigateFallbackDenylist: [/^\/api\//],
    cleanupOutdatedCaches: true,
    // The one exception: menu pictures, which the till's grid shows offline. Their address names their
    // version (?v=), so the first copy stays good; the cache goes at sign-out with the rest of the
    // catalogue (src/app/offline-cache.ts, PICTURE_CACHE).
    runtimeCaching: [
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/api/restomenu/image/'),
        handler: 'CacheFirst',
        options: { cacheName: 'saji-menu-pictures', expiration: { maxEntries: 2000 } },
      },
    ],
  },
});

export default defineConfig({
  plugins: [react(), installable],
  resolve: {
    // The workspace holds two copies of @mantine/core (apps/web and the root); one copy means one
    // MantineProvider context for every component, mantine-datatable's included.
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets a size check add up each route's chunks.
    manifest: true,
    rollupOptions: { output: { manualChunks: vendorChunk } },
  },
});
