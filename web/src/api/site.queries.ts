import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteSettings, SiteSettingsVersion } from '@catalogue/domain';
import { getSite, getSiteHistory, removeSiteImage, restoreSiteVersion, saveSiteSettings, uploadSiteImage, type SiteImageKind } from './site';
import { queryKeys } from './queryKeys';
import { unwrap } from './queryResult';
import { etagOf, rememberEtag } from './etags';
import { sharingEtag } from './etagSharing';

/** The current site settings, with the ETag GET /site answered (the back office reads them signed in, so never from a cache). */
export async function currentSiteSettings(): Promise<SiteSettingsVersion> {
  const site = await unwrap(getSite());
  rememberEtag(site.settings, etagOf(site));
  return site.settings;
}

export const useSiteSettings = () => useQuery({ queryKey: queryKeys.site.current(), queryFn: currentSiteSettings, structuralSharing: sharingEtag });

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

export const useSaveSiteSettings = () =>
  useSettingsMutation(({ sections, ifMatch }: { sections: Partial<SiteSettings>; ifMatch: string | null }) => unwrap(saveSiteSettings(sections, ifMatch)));

export const useRestoreSiteVersion = () => useSettingsMutation((version: number) => unwrap(restoreSiteVersion(version)));

/** Uploads (a file) or removes (null) the logo or the hero image. */
export const useSiteImage = (kind: SiteImageKind) =>
  useSettingsMutation((file: File | null) => unwrap(file ? uploadSiteImage(kind, file) : removeSiteImage(kind)));
