export * from './contracts';
export { StandaloneHost, type StandaloneHostProps } from './standalone-host';
