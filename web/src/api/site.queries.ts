import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteSettings, SiteSettingsVersion } from '@catalogue/domain';
import { getSite, getSiteHistory, removeSiteImage, restoreSiteVersion, saveSiteSettings, uploadSiteImage, type SiteImageKind } from './site';
import { queryKeys } from './queryKeys';
import { unwrap } from './queryResult';

/** The current site settings (the back office reads them signed in, so never from a cache). */
export const useSiteSettings = () =>
  useQuery({ queryKey: queryKeys.site.current(), queryFn: async () => (await unwrap(getSite())).settings });

export const useSiteHistory = () => useQuery({ queryKey: queryKeys.site.history(), queryFn: () => unwrap(getSiteHistory()) });

/** Every settings change answers the new version: it becomes the current settings, and the history is read again. */
function useSettingsMutation<V>(mutationFn: (variables: V) => Promise<SiteSettingsVersion>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved) => {
      client.setQueryData(queryKeys.site.current(), saved);
      return client.invalidateQueries({ queryKey: queryKeys.site.history() });
    },
  });
}

export const useSaveSiteSettings = () => useSettingsMutation((settings: SiteSettings) => unwrap(saveSiteSettings(settings)));

export const useRestoreSiteVersion = () => useSettingsMutation((version: number) => unwrap(restoreSiteVersion(version)));

/** Uploads (a file) or removes (null) the logo or the hero image. */
export const useSiteImage = (kind: SiteImageKind) =>
  useSettingsMutation((file: File | null) => unwrap(file ? uploadSiteImage(kind, file) : removeSiteImage(kind)));
