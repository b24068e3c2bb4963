import { createBrowserRouter, Navigate } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { setUnauthorizedHandler } from '../lib/api';
import { forgetOfflineCache } from './offline-cache';
import { queryClient } from './query-client';
import { featureRoutes } from './routes';

export const router = createBrowserRouter([
  // The login page is in the first bundle: it is the first screen of every session.
  { path: '/login', Component: LoginPage },
  { path: '/setup', lazy: () => import('../features/auth/setup-page').then((m) => ({ Component: m.SetupPage })) },
  {
    path: '/',
    lazy: () => import('./layout').then((m) => ({ Component: m.SignedInLayout })),
    children: [
      { index: true, lazy: () => import('../features/home/home-page').then((m) => ({ Component: m.HomePage })) },
      { path: 'password', lazy: () => import('../features/auth/change-password-page').then((m) => ({ Component: m.ChangePasswordPage })) },
      ...featureRoutes,
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]);

// An expired session anywhere sends the user to /login without reloading the app.
setUnauthorizedHandler(() => {
  queryClient.clear();
  void forgetOfflineCache();
  if (router.state.location.pathname !== '/login') {
    router.navigate('/login', { replace: true, state: { from: router.state.location.pathname } });
  }
});
