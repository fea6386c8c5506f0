import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};
const KNOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId']);

/**
 * Turns the server's JSON log lines into short readable ones for a person running `npm start`
 * (`LOG_FORMAT=json` keeps the JSON for machines).
 */
export function readableLogStream(out: NodeJS.WritableStream = process.stdout): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line) out.write(`${formatLine(line)}\n`);
      }
      done();
    },
  });
}

export function formatLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toISOString().slice(11, 19);
  const level = LEVELS[Number(entry.level)] ?? 'info';
  const extra = Object.entries(entry)
    .filter(([key]) => !KNOWN.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(' ');
  const err = entry.err as { stack?: string } | undefined;
  return `${time} ${level.padEnd(5)} ${String(entry.msg ?? '')}${extra && !err ? `  ${extra}` : ''}${err?.stack ? `\n${err.stack}` : ''}`;
}
