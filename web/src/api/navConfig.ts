import type { NavConfig, NavConfigVersion } from '@catalogue/domain';
import { request } from './client';

export const getNavConfig = () => request<NavConfigVersion>('/nav-config');
/** `ifMatch`: the ETag of the configuration as it was read (a newer version is not overwritten: 412). */
export const saveNavConfig = (config: NavConfig, ifMatch?: string | null) => request<NavConfigVersion>('/nav-config', { method: 'PUT', json: config, ifMatch });
export const getNavConfigHistory = () => request<NavConfigVersion[]>('/nav-config/history');
