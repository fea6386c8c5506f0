export { LoadFailed } from './load-failed';
export type { LoadFailedClasses, LoadFailedProps } from './load-failed';
