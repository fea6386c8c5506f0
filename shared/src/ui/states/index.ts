export { LoadingState, type LoadingStateProps } from './loading-state';
export { EmptyState, type EmptyStateClasses, type EmptyStateProps } from './empty-state';
export { NotFoundState, type NotFoundStateClasses, type NotFoundStateProps } from './not-found-state';
export type { WayForward } from './way-forward';
