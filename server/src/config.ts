import path from 'node:path';

/** Runtime settings, read once from the environment. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Where SQLite and other mutable state live. */
  dataDir: string;
  /** Where the built shell, the versioned remotes and registry.json live. */
  outDir: string;
  /** 'development' exposes the dev-only helpers (SMS outbox); 'production' never does. */
  profile: 'development' | 'production';
}

const repoRoot = path.resolve(__dirname, '..', '..');

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  return {
    port: Number.isInteger(port) && port >= 0 ? port : 8080,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(repoRoot, env.DATA_DIR ?? '.data'),
    outDir: path.resolve(repoRoot, env.OUT_DIR ?? 'dist'),
    profile: env.NODE_ENV === 'production' ? 'production' : 'development',
  };
}
