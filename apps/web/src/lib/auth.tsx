import { can, type Permission, type Profile } from '@saji/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from './api';
import { setBusinessTimeZone } from './format';

export const PROFILE_KEY = ['auth', 'me'] as const;

/** Every profile the app receives passes here, so dates are formatted in its business time zone. */
function received(profile: Profile): Profile {
  setBusinessTimeZone(profile.timezone);
  return profile;
}

/** The signed-in user's profile (GET /api/auth/me); `data` is undefined while loading or signed out. */
export function useProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: () => api.get<Profile>('/api/auth/me').then(received),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** The server refused the profile (401): a kept one (app/offline-cache.ts) no longer counts. */
export const sessionRefused = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** Whether the signed-in user's group holds `permission`; the server refuses anyway, this only hides. */
export function useCan(permission: Permission): boolean {
  const { data } = useProfile();
  return can(data?.group, permission);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: { username: string; password: string }) => api.post<Profile>('/api/auth/login', credentials).then(received),
    onSuccess: (profile) => {
      // Nothing from a previous user may survive into this session.
      queryClient.clear();
      queryClient.setQueryData(PROFILE_KEY, profile);
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/auth/logout'),
    onSettled: () => queryClient.clear(),
  });
}
