export * from './constants';
export * from './types';
export * from './schemas';
export * from './navigation';
export * from './search';
