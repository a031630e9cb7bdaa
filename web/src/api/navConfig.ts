import type { NavConfig, NavConfigVersion } from '@catalogue/domain';
import { request } from './client';

export const getNavConfig = () => request<NavConfigVersion>('/nav-config');
export const saveNavConfig = (config: NavConfig) => request<NavConfigVersion>('/nav-config', { method: 'PUT', json: config });
export const getNavConfigHistory = () => request<NavConfigVersion[]>('/nav-config/history');
