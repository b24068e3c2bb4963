import type { OutletUser, OutletUserCreate, OutletUserUpdate, UserSettings } from '@saji/core';
import { useQuery } from '@tanstack/react-query';
import { listSource } from '../../components/use-list-query';
import { api } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { useWrite } from '../../lib/use-write';

export const USERS_KEY = 'restooutletuser';
const PATH = '/api/restooutletuser';
const SETTINGS_KEY = 'usersettings';
const SETTINGS_PATH = '/api/usersettings';

export interface UserFilters {
  username: string;
  company: string;
  [key: string]: string;
}

export interface SetPasswordLink {
  message: string;
  username: string;
  setpasswordurl: string;
  setuplinkhours: number;
}

const userPath = (username: string) => `${PATH}/${encodeURIComponent(username)}`;

export const userList = listSource<OutletUser>(USERS_KEY, PATH, { limit: 15, sortBy: 'username' });

export const useCreateUser = () => useWrite([USERS_KEY], (body: OutletUserCreate) => api.post<SetPasswordLink>(PATH, body));

export const useUpdateUser = () =>
  useWrite([USERS_KEY], ({ username, ...body }: OutletUserUpdate & { username: string }) =>
    api.put<{ message: string }>(userPath(username), body),
  );

export const useDeleteUser = () => useWrite([USERS_KEY], (username: string) => api.delete<{ message: string }>(userPath(username)));

export const useResetPassword = () =>
  useWrite([USERS_KEY], async (username: string) => {
    const res = await api.post<{ setpasswordurl: string; setuplinkhours: number }>(`${userPath(username)}/resetpassword`);
    return { message: 'Complete successfully', username, ...res };
  });

export const exportUsers = (params: Record<string, string | number | undefined>) =>
  downloadFile(`${PATH}/exportxls`, 'Resto-User-List.xlsx', params);

/** The company's user settings (set-password link hours, offline hours): read fresh each time the dialog opens. */
export const useUserSettings = () =>
  useQuery({ queryKey: [SETTINGS_KEY], queryFn: () => api.get<UserSettings>(SETTINGS_PATH), staleTime: 0 });

export const useSaveUserSettings = () =>
  useWrite([SETTINGS_KEY], (body: UserSettings) => api.put<{ message: string }>(SETTINGS_PATH, body));
