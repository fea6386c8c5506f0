// Public surface of @jincheng/shared. Each area keeps its own barrel; add one line per area.
export * from './config';
export * from './federation';
export * from './ui/lazy-image';
export * from './api/sport';
export * from './request';
export * from './storage';
export * from './session';
export * from './utils';
export * from './ui/avatar';
export * from './ui/toast';
export * from './api/user';
export * from './api/pay';
export * from './ui/focus';
export * from './data';
export * from './ui/visually-hidden';
export * from './theme';
export * from './follows';
