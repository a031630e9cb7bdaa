import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NavConfig } from '@catalogue/domain';
import { getNavConfig, getNavConfigHistory, saveNavConfig } from './navConfig';
import { sharingEtag } from './etagSharing';
import { queryKeys } from './queryKeys';
import { unwrap } from './queryResult';

/** The current configuration (its ETag is what a save sends as If-Match). */
export const useNavConfig = () => useQuery({ queryKey: queryKeys.navConfig.current(), queryFn: () => unwrap(getNavConfig()), structuralSharing: sharingEtag });

export const useNavConfigHistory = () => useQuery({ queryKey: queryKeys.navConfig.history(), queryFn: () => unwrap(getNavConfigHistory()) });

/**
 * Saves the settings as a new version (with `ifMatch`, only over the version it names: else 412);
 * the current settings and the history are read again, whatever the outcome.
 */
export function useSaveNavConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ config, ifMatch = null }: { config: NavConfig; ifMatch?: string | null }) => unwrap(saveNavConfig(config, ifMatch)),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.navConfig.all }),
  });
}
