/** The navigation configuration: `navConfig/current` and `navConfigVersions/{version}` (store/versioned.ts). */
import { DEFAULT_NAV_CONFIG, compactTranslations, type NavConfig, type NavConfigVersion } from '@catalogue/domain';
import { firestore } from '../firebase';
import { readTranslations } from './util';
import { versionedDocument } from './versioned';

const navConfig = versionedDocument<NavConfig>({
  current: () => firestore().collection('navConfig').doc('current'),
  versions: () => firestore().collection('navConfigVersions'),
  defaults: { ...DEFAULT_NAV_CONFIG, translations: {} },
  fromStored: (d) => ({
    maxVisibleItems: d.maxVisibleItems as number,
    moreDropdownLabel: d.moreDropdownLabel as string,
    showFixedItems: { ...DEFAULT_NAV_CONFIG.showFixedItems, ...(d.showFixedItems as Partial<NavConfig['showFixedItems']>) },
    fixedItemsOrder: { ...DEFAULT_NAV_CONFIG.fixedItemsOrder, ...(d.fixedItemsOrder as Partial<NavConfig['fixedItemsOrder']>) },
    translations: readTranslations(d.translations),
  }),
  notFoundMessage: 'Navigation configuration version not found',
  what: 'navigation configuration',
});

export const currentNavConfig = (): Promise<NavConfigVersion> => navConfig.current();

/**
 * Saves a new version (translations left out: the current ones); with `ifMatch` (If-Match), only
 * over the version the client read (else StaleRevisionError).
 */
export const saveNavConfig = (config: NavConfig, savedBy: string | null, ifMatch?: readonly string[]): Promise<NavConfigVersion> =>
  navConfig.update(
    (current) => ({
      maxVisibleItems: config.maxVisibleItems,
      moreDropdownLabel: config.moreDropdownLabel,
      showFixedItems: config.showFixedItems,
      fixedItemsOrder: config.fixedItemsOrder,
      translations: config.translations ? compactTranslations<{ moreDropdownLabel: string }>(config.translations) : (current.translations ?? {}),
    }),
    savedBy,
    ifMatch,
  );

export const navConfigHistory = (limit: number): Promise<NavConfigVersion[]> => navConfig.history(limit);

/** A saved version (0 is the default configuration); NotFoundError for one never saved. */
export const navConfigVersion = (version: number): Promise<NavConfigVersion> => navConfig.version(version);
