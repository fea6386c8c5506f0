import http from 'node:http';

/**
 * The chat bench's SSE clients (server/bench/chat-room-bench.ts), run in processes of their own so that
 * reading 500 streams does not delay the bench's posting loop, nor its clock: a delay is measured at the
 * client, and a client whose process is busy parsing would count its own queue as the server's. Each
 * client notes (id, arrival time) of every `message` frame and nothing more (no JSON parsing); the bench
 * maps ids to the moment their POST was sent.
 */

/** Opens one stream from `localAddress`; resolves with its HTTP status once the answer starts. */
export function openStream(
  url: string,
  localAddress: string,
  onMessage: (id: number, at: number) => void,
): Promise<{ status: number; req: http.ClientRequest }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { localAddress, agent: false }, (res) => {
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        const at = Date.now();
        buffer += chunk;
        let start = 0;
        let cut: number;
        // Frames are `id: N\nevent: message\ndata: …\n\n`; heartbeats, `ready`, `hide` are skipped.
        while ((cut = buffer.indexOf('\n\n', start)) !== -1) {
          if (buffer.startsWith('id: ', start)) {
            const line = buffer.indexOf('\n', start);
            if (buffer.startsWith('event: message\n', line + 1))
              onMessage(Number(buffer.slice(start + 4, line)), at);
          }
          start = cut + 2;
        }
        buffer = buffer.slice(start);
      });
      res.on('error', () => undefined);
      resolve({ status: res.statusCode ?? 0, req });
    });
    req.on('error', reject);
  });
}

/** What the bench asks a client process for. */
export type ClientsRequest =
  { open: { url: string; addresses: string[] } } | { collect: true } | { close: true };

/** What a client process answers: the statuses of its streams, then per client [id, at, id, at, …]. */
export type ClientsAnswer = { opened: number[] } | { arrivals: number[][] };

function serve(): void {
  const streams: http.ClientRequest[] = [];
  const arrivals: number[][] = [];
  const reply = (answer: ClientsAnswer) => process.send?.(answer);
  process.on('message', (message: ClientsRequest) => {
    if ('open' in message) {
      void (async () => {
        const statuses: number[] = [];
        for (const address of message.open.addresses) {
          const mine: number[] = [];
          arrivals.push(mine);
          const { status, req } = await openStream(message.open.url, address, (id, at) => mine.push(id, at));
          streams.push(req);
          statuses.push(status);
        }
        reply({ opened: statuses });
      })();
    } else if ('collect' in message) reply({ arrivals });
    else {
      for (const req of streams) req.destroy();
      process.disconnect();
    }
  });
}

if (process.env.JC_BENCH_ROLE === 'chat-stream-clients') serve();
