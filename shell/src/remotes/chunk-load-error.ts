/** Loading failures surface under one name (spec §8), whatever layer failed: manifest, entry or chunk. */
export class ChunkLoadError extends Error {
  constructor(
    message: string,
    readonly remote?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

export function toChunkLoadError(error: unknown, remote?: string): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new ChunkLoadError(`模块 ${remote ?? ''} 加载失败：${detail}`, remote, { cause: error });
}

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}
