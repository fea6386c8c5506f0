// Public surface of @jincheng/shared. Each area keeps its own barrel; add one line per area.
export * from './config';
export * from './federation';
export * from './ui/lazy-image';
