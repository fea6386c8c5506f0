/** A running nginx (scripts/nginx-edge.mjs). */
export interface RunningNginx {
  url: string;
  pid: number | undefined;
  /** Its own temp folder (config, pid, logs, cache), removed by stop(). */
  dir: string;
  /** The tail of what nginx wrote to its error log and stderr. */
  log: () => string;
  stop: () => Promise<void>;
}
export declare const NGINX: string;
export declare const SITE_CONFIG: string;
export declare function siteConfig(options: {
  upstreams: string[];
  host?: string;
  port: number;
  outDir: string;
  cacheDir: string;
}): string;
export declare function mainConfig(options: { site: string; dir: string; workers?: number }): string;
export declare function freePort(): Promise<number>;
export declare function startNginx(options: {
  config: (dir: string) => string;
  port: number;
  host?: string;
}): Promise<RunningNginx>;
/** docs/nginx-scale-out.conf run by nginx in front of `upstreams` (host:port), version files from `outDir`. */
export declare function startEdge(options: {
  upstreams: string[];
  outDir?: string;
  port?: number;
  workers?: number;
}): Promise<RunningNginx>;
