/** The newest installed PostgreSQL server's bin folder, or null. */
export declare function findPgBin(): string | null;
/** Starts a throwaway cluster on loopback; `stop()` also deletes it. */
export declare function startCluster(options?: {
  port?: number;
  log?: (line: string) => void;
}): Promise<{ url: string; port: number; stop: () => void }>;
