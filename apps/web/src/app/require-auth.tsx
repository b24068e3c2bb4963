import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useProfile } from '../lib/auth';

/** Shows its children to a signed-in user; anyone else goes to /login and comes back after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { data, isPending } = useProfile();
  const location = useLocation();
  if (isPending)
    return (
      <Center h="100vh">
        <Loader />
      </Center>
    );
  if (!data) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return children;
}
