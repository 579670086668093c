export * from './constants';
export * from './read-config';
export * from './runtime-config';
export * from './brand';
export * from './night-colors';
