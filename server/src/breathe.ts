/**
 * Hands the event loop back for one turn. better-sqlite3 answers synchronously, so a run of queries and CPU
 * work behind `await`s is still one unbroken stretch of microtasks: requests and live streams wait until it
 * ends. Long jobs call this between chunks.
 */
export const breathe = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
