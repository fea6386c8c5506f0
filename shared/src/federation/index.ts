export * from './contracts';
export { ComingSoon, type ComingSoonProps } from './placeholder';
export { StandaloneHost, type StandaloneHostProps } from './standalone-host';
