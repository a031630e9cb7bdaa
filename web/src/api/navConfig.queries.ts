import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NavConfig } from '@catalogue/domain';
import { getNavConfig, getNavConfigHistory, saveNavConfig } from './navConfig';
import { queryKeys } from './queryKeys';
import { unwrap } from './queryResult';

export const useNavConfig = () => useQuery({ queryKey: queryKeys.navConfig.current(), queryFn: () => unwrap(getNavConfig()) });

export const useNavConfigHistory = () => useQuery({ queryKey: queryKeys.navConfig.history(), queryFn: () => unwrap(getNavConfigHistory()) });

/** Saves the settings as a new version; the current settings and the history are read again. */
export function useSaveNavConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (config: NavConfig) => unwrap(saveNavConfig(config)),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.navConfig.all }),
  });
}
