/** The navigation configuration as `GET /api/nav-config` answers with it and every public page reads it. */
import { inLanguage, type Language, type NavConfigVersion } from '@catalogue/domain';
import { currentNavConfig } from '../store/navConfig';

/** In `language` when given (`?lang=`): the dropdown's label in it where translated, without `translations`. */
export async function navConfig(language?: Language): Promise<NavConfigVersion> {
  const config = await currentNavConfig();
  return language ? inLanguage(config, language) : config;
}
