export * from './constants';
export * from './types';
export * from './fields';
export * from './schemas';
export * from './navigation';
export * from './search';
export * from './site';
export * from './slug';
