export * from './constants';
export * from './read-config';
