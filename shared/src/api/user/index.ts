export * from './types';
export * from './user-api';
