import { Center, Loader } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { lastAnswerAt } from '../lib/api';
import { sessionRefused, useProfile } from '../lib/auth';
import { forgetOfflineCache, offlineExpired } from './offline-cache';
import { queryClient } from './query-client';

/** How often an offline till looks whether its session is past the company's offline limit. */
const EXPIRY_CHECK_MS = 60_000;

/**
 * Shows its children to a signed-in user; anyone else goes to /login and comes back after signing in.
 * A profile kept from the last session (app/offline-cache.ts) counts while the server is unreachable,
 * up to the company's offline hours since the server last answered; a 401 ends it at once.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { data, isPending, error } = useProfile();
  const location = useLocation();
  const expired = useOfflineExpiry(data);
  const ended = sessionRefused(error);
  if (isPending)
    return (
      <Center h="100vh">
        <Loader />
      </Center>
    );
  if (!data || ended || expired) return <SignedOut from={location.pathname + location.search} />;
  return children;
}

function useOfflineExpiry(profile: { offlinehours: number } | undefined): boolean {
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), EXPIRY_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return !!profile && offlineExpired(profile, lastAnswerAt());
}

/** Nothing of an ended session stays in memory or on the device; the outbox stays, for its user's next sign-in. */
function SignedOut({ from }: { from: string }) {
  useEffect(() => {
    queryClient.removeQueries();
    void forgetOfflineCache();
  }, []);
  return <Navigate to="/login" replace state={{ from }} />;
}
