import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Transport, Transported, TransportRequest } from './inject-adapter';
import { loopBusy } from './loop-load';
import { nodeDir, type DocumentInput, type RenderPageInput, type RenderedPage } from './node-builds';

/** A render as it crosses to a shell's thread (the thread finds the remotes' node entries itself). */
export type ThreadRenderInput = Omit<RenderPageInput, 'nodeEntry'> & {
  /** Asks for the whole document (a shell build with `renderDocument`); without it, `#root`'s markup. */
  document?: DocumentInput;
};
/** `document` when the shell rendered the whole page, else `html` and `data` (a shell build before it). */
export type ThreadRenderResult = RenderedPage & { html?: string; data?: string; document?: string };

/** What the server sends a render thread. */
export type ToThread =
  | { type: 'render'; id: number; input: ThreadRenderInput }
  | { type: 'versions'; id: number; registry: unknown; bucket: number }
  | { type: 'fetched'; id: number; answer?: Transported; error?: string };

/** What a render thread sends the server. */
export type FromThread =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'fetch'; id: number; request: TransportRequest }
  | { type: 'done'; id: number; value?: unknown; error?: string };

/** The data each thread starts with. */
export interface ThreadData {
  /** The shell version's render pipeline (`shell/<v>/node/main.js`). */
  file: string;
  outDir: string;
}

/**
 * How a thread loads its module. The compiled server (server/build, `npm start`) has it as plain JavaScript
 * beside this file. Run from source (tsx: `npm run dev`, the tests), the thread registers tsx's require hook for
 * the worker's own module only (the shell's and remotes' builds are plain CommonJS and are loaded without it).
 */
function bootScript(): string {
  const start = `require('node:worker_threads').workerData`;
  if (path.extname(__filename) !== '.ts')
    return `require(${JSON.stringify(path.join(__dirname, 'render-worker.js'))}).start(${start});`;
  return `
const unregister = require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register();
const thread = require(${JSON.stringify(path.join(__dirname, 'render-worker.ts'))});
unregister();
thread.start(${start});
`;
}

const BOOT = bootScript();

/** How long a shell build that failed to load (or whose thread crashed) is not tried again. */
const RETRY_LOAD_MS = 10_000;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * One shell version's render pipeline in a worker thread of its own. Renders run off the server's event
 * loop, so the API and the live feed keep their latency while pages render; and each shell version has its
 * own globals, so the federation runtime of one never meets another's (one host per process, as in a browser).
 * The thread's API requests come back to the server through `transport`.
 */
export class RenderThread {
  private readonly worker: Worker;
  private readonly loaded: Promise<void>;
  private readonly calls = new Map<number, Pending>();
  private next = 0;
  private retired = false;
  private gone = false;
  /** When loading the shell build failed, and why. */
  failure?: { message: string; at: number };
  /** The remotes' node folders this thread's renders used (a release of one replaces the thread). */
  readonly used = new Set<string>();
  /** How busy the thread's event loop was over the last half second (0–1): its renders, back to back. */
  readonly busy: () => number;

  constructor(
    readonly file: string,
    private readonly outDir: string,
    private readonly transport: Transport,
    private readonly onGone: (thread: RenderThread) => void,
  ) {
    const data: ThreadData = { file, outDir };
    this.worker = new Worker(BOOT, { eval: true, workerData: data });
    // A server that closes without closing its renders is not kept alive by them.
    this.worker.unref();
    const worker = this.worker;
    this.busy = loopBusy(500, undefined, (a, b) => worker.performance.eventLoopUtilization(a, b));
    let settle: { resolve(): void; reject(error: Error): void } | undefined;
    this.loaded = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    // Awaited by every call; a failure is read there.
    this.loaded.catch(() => undefined);
    const fail = (message: string) => {
      if (!this.failure) this.failure = { message, at: Date.now() };
      settle?.reject(new Error(message));
      for (const pending of this.calls.values()) {
        clearTimeout(pending.timer);
        pending.reject(new Error(message));
      }
      this.calls.clear();
    };
    this.worker.on('message', (message: FromThread) => {
      if (message.type === 'ready') settle?.resolve();
      else if (message.type === 'failed') fail(message.message);
      else if (message.type === 'fetch') this.fetch(message.id, message.request);
      else this.settle(message.id, message.value, message.error);
    });
    this.worker.on('error', (error) => fail(error.message));
    this.worker.on('exit', (code) => {
      fail(`render thread of ${path.basename(path.dirname(path.dirname(file)))} exited (${code})`);
      this.leave();
    });
  }

  /** Whether new renders may be given to it. */
  usable(): boolean {
    return !this.retired && !this.failure;
  }

  renderPage(input: ThreadRenderInput, timeoutMs: number): Promise<ThreadRenderResult> {
    return this.call({ type: 'render', input }, timeoutMs).then((value) => {
      const result = value as ThreadRenderResult;
      for (const remote of result.remotes ?? (result.remote ? [result.remote] : []))
        if (remote.version) this.used.add(path.resolve(nodeDir(this.outDir, remote.name, remote.version)));
      return result;
    });
  }

  /** The remote versions a canary bucket gets; undefined from a shell build before `versionsFor`. */
  async versionsFor(registry: unknown, bucket: number, timeoutMs: number): Promise<string | undefined> {
    const value = await this.call({ type: 'versions', registry, bucket }, timeoutMs);
    return typeof value === 'string' ? value : undefined;
  }

  /** No new renders; the thread ends once those under way have answered. */
  retire(): void {
    this.retired = true;
    this.leave();
    if (this.calls.size === 0) void this.worker.terminate();
  }

  /** Ends the thread now (the server is closing). */
  close(): Promise<number> {
    this.retired = true;
    return this.worker.terminate();
  }

  private leave(): void {
    if (this.gone) return;
    this.gone = true;
    this.onGone(this);
  }

  private async call(
    message:
      { type: 'render'; input: ThreadRenderInput } | { type: 'versions'; registry: unknown; bucket: number },
    timeoutMs: number,
  ): Promise<unknown> {
    await this.loaded;
    if (this.failure) throw new Error(this.failure.message);
    const id = (this.next += 1);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.calls.delete(id);
        reject(new Error(`render thread did not answer in ${timeoutMs} ms`));
        // A thread that does not answer within its own time limits is stuck: renders go to a new one.
        this.retire();
      }, timeoutMs);
      this.calls.set(id, { resolve, reject, timer });
      this.worker.postMessage({ ...message, id } satisfies ToThread);
    });
  }

  private settle(id: number, value: unknown, error: string | undefined): void {
    const pending = this.calls.get(id);
    if (!pending) return;
    this.calls.delete(id);
    clearTimeout(pending.timer);
    if (error === undefined) pending.resolve(value);
    else pending.reject(new Error(error));
    if (this.retired && this.calls.size === 0) void this.worker.terminate();
  }

  private fetch(id: number, request: TransportRequest): void {
    this.transport(request).then(
      (answer) => this.worker.postMessage({ type: 'fetched', id, answer } satisfies ToThread),
      (error: unknown) =>
        this.worker.postMessage({
          type: 'fetched',
          id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies ToThread),
    );
  }
}

/** The render threads of one server: one per shell version asked for, made on its first render. */
export class RenderThreads {
  private readonly threads = new Map<string, RenderThread>();

  constructor(
    private readonly outDir: string,
    private readonly transport: Transport,
  ) {}

  /** The shell version's thread, or an Error when it has no server build or its build failed to load just now. */
  of(version: string): RenderThread | Error {
    const file = path.join(nodeDir(this.outDir, 'shell', version), 'main.js');
    const known = this.threads.get(file);
    if (known?.usable()) return known;
    // A build that failed to load (or a thread that crashed) is tried again after a while, not per request.
    if (known?.failure && Date.now() - known.failure.at < RETRY_LOAD_MS)
      return new Error(known.failure.message);
    known?.retire();
    if (!fs.existsSync(file)) return new Error(`no server build of shell ${version}`);
    const thread = new RenderThread(file, this.outDir, this.transport, (left) => {
      // A failed thread stays named until its retry time has passed.
      if (this.threads.get(file) === left && !left.failure) this.threads.delete(file);
    });
    this.threads.set(file, thread);
    return thread;
  }

  /** How busy the shell version's thread is (0–1; 0 while it has none): its renders queue past 1. */
  busy(version: string): number {
    const thread = this.threads.get(path.join(nodeDir(this.outDir, 'shell', version), 'main.js'));
    return thread?.usable() ? thread.busy() : 0;
  }

  /**
   * Lets go of the threads of shell versions whose node folder is in `released`, and of threads whose renders
   * used a released remote version (their containers live in the thread): the next render makes a new one.
   */
  release(released: ReadonlySet<string>): void {
    for (const thread of [...this.threads.values()]) {
      const shellDir = path.resolve(path.dirname(thread.file));
      if (released.has(shellDir) || [...thread.used].some((dir) => released.has(dir))) thread.retire();
    }
  }

  /** The node folders the threads hold: each one's shell build and the remote builds its renders used. */
  dirs(): string[] {
    return [...this.threads.values()].flatMap((thread) => [
      path.resolve(path.dirname(thread.file)),
      ...thread.used,
    ]);
  }

  async close(): Promise<void> {
    const threads = [...this.threads.values()];
    this.threads.clear();
    await Promise.all(threads.map((thread) => thread.close()));
  }
}
