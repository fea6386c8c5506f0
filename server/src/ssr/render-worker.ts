import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { pinClock } from '../pinned-clock';
import { transportAdapter, type Transported } from './inject-adapter';
import { remoteNodeEntry, type ShellRenderer } from './node-builds';
import { pageAssets } from './page-assets';
import type { FromThread, ThreadData, ToThread } from './render-threads';

/**
 * A render thread (render-threads.ts): loads one shell version's render pipeline, answers renders, and sends
 * the renders' API requests to the server.
 */
export function start({ file, outDir }: ThreadData): void {
  // A thread has a Date of its own: moved like the server's when the clock is pinned (JC_CLOCK_START and
  // JC_CLOCK_ORIGIN come with the environment), or the page would say another day than its data.
  pinClock();
  const port = parentPort;
  if (!port) throw new Error('a render thread runs in a worker');
  const send = (message: FromThread) => port.postMessage(message);
  const fetches = new Map<number, { resolve(answer: Transported): void; reject(error: Error): void }>();
  let nextFetch = 0;
  const adapter = transportAdapter(
    (request) =>
      new Promise<Transported>((resolve, reject) => {
        const id = (nextFetch += 1);
        fetches.set(id, { resolve, reject });
        send({ type: 'fetch', id, request });
      }),
  );

  let shell: ShellRenderer;
  try {
    shell = createRequire(file)(file) as ShellRenderer;
    shell.setUpServerRendering({ adapter });
  } catch (error) {
    send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    port.close();
    return;
  }
  const nodeEntry = remoteNodeEntry(outDir);
  // `<outDir>/shell/<version>/node/main.js`
  const shellVersion = path.basename(path.dirname(path.dirname(file)));

  const answer = (id: number, work: () => unknown) => {
    Promise.resolve()
      .then(work)
      .then(
        (value) => send({ type: 'done', id, value }),
        (error: unknown) =>
          send({ type: 'done', id, error: error instanceof Error ? error.message : String(error) }),
      );
  };
  port.on('message', (message: ToThread) => {
    if (message.type === 'fetched') {
      const pending = fetches.get(message.id);
      fetches.delete(message.id);
      if (message.answer) pending?.resolve(message.answer);
      else pending?.reject(new Error(message.error ?? 'the server did not answer'));
    } else if (message.type === 'render') {
      const { document, ...input } = message.input;
      // The whole document when the server asks for it and the shell's build can; else `#root`'s markup
      // (a shell build before `renderDocument`, which a rollback can reach), made a page by the server.
      answer(message.id, () =>
        document && typeof shell.renderDocument === 'function'
          ? shell.renderDocument({
              ...input,
              nodeEntry,
              document,
              pageAssets: (html, remotes) => pageAssets(outDir, shellVersion, html, remotes),
            })
          : shell.renderPage({ ...input, nodeEntry }),
      );
    } else {
      answer(message.id, () =>
        typeof shell.versionsFor === 'function'
          ? shell.versionsFor(message.registry, message.bucket)
          : undefined,
      );
    }
  });
  send({ type: 'ready' });
}
