import type { Language, NavConfig, NavConfigVersion } from '@catalogue/domain';
import { request } from './client';

/** `lang`: the texts in that language (public pages); without it, as stored with their translations (the back office). */
export const getNavConfig = (lang?: Language) => request<NavConfigVersion>('/nav-config', { query: { lang } });
/** `ifMatch`: the ETag of the configuration as it was read (a newer version is not overwritten: 412). */
export const saveNavConfig = (config: NavConfig, ifMatch?: string | null) => request<NavConfigVersion>('/nav-config', { method: 'PUT', json: config, ifMatch });
export const getNavConfigHistory = () => request<NavConfigVersion[]>('/nav-config/history');
