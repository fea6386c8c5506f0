export { LazyImage, type LazyImageProps } from './lazy-image';
export { LoadedImageCache } from './image-cache';
export { isNearViewport, throttle } from './viewport';
export * from './constants';
