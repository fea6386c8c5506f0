export * from './prefetch-harness';
