import type { ServerResponse } from 'node:http';
import type { ChatHide } from '@jincheng/shared/core';
import { toChatMessage, type ChatRow } from './chat-store';

interface Client {
  res: ServerResponse;
  matchId: number;
  /** Rows up to this id were sent (replay, or ids before the stream started); later ones go out as they come. */
  after: number;
  /** While its opening is read, frames that arrive wait here (id, frame). */
  pending: Array<[number, string]> | null;
}

export interface ChatHubOptions {
  heartbeatMs: number;
  /** A client that has this much unsent data is cut off; it reconnects with Last-Event-ID and catches up. */
  maxBacklogBytes: number;
}

/** The SSE frame of a log row: a message, the hiding of one, or its restoring (the message again). */
export function chatFrame(row: ChatRow): string {
  if (row.kind === 'hide') {
    const data: ChatHide = { id: row.target_id ?? 0 };
    return `id: ${row.id}\nevent: hide\ndata: ${JSON.stringify(data)}\n\n`;
  }
  const event = row.kind === 'restore' ? 'restore' : 'message';
  return `id: ${row.id}\nevent: ${event}\ndata: ${JSON.stringify(toChatMessage(row))}\n\n`;
}

const framesAfter = (frames: ReadonlyArray<[number, string]>, after: number) =>
  frames
    .filter(([id]) => id > after)
    .map(([, frame]) => frame)
    .join('');

/**
 * This instance's fan-out of the chat rooms over SSE. Rows come from the log (chat_messages) in id order:
 * straight after a write on this instance, through LISTEN/NOTIFY and the table from the others. Each frame is
 * built once per row and written to the clients of its room; rooms nobody on this instance watches cost a
 * read, nothing more. A client opens in two steps (`attach`, then `start`), so rows that arrive while its
 * replay is read from the table are held back and sent after it, none twice, none lost.
 */
export class ChatHub {
  private readonly rooms = new Map<number, Set<Client>>();
  private readonly timer: NodeJS.Timeout;
  private count = 0;

  constructor(
    public lastId: number,
    readonly options: ChatHubOptions,
  ) {
    this.timer = setInterval(() => this.heartbeat(), options.heartbeatMs);
    this.timer.unref();
  }

  get clientCount(): number {
    return this.count;
  }

  /** Takes in rows (ascending ids); ones already seen are skipped. One write per client per batch. */
  ingest(rows: readonly ChatRow[]): void {
    const batches = new Map<number, Array<[number, string]>>();
    for (const row of rows) {
      if (row.id <= this.lastId) continue;
      this.lastId = row.id;
      // A message hidden before this instance read it never goes out (its hide row follows anyway).
      if (row.kind !== 'hide' && row.hidden_at !== null) continue;
      if (!this.rooms.has(row.match_id)) continue;
      let batch = batches.get(row.match_id);
      if (!batch) batches.set(row.match_id, (batch = []));
      batch.push([row.id, chatFrame(row)]);
    }
    for (const [matchId, batch] of batches) {
      const all = batch.map(([, frame]) => frame).join('');
      const firstId = (batch[0] as [number, string])[0];
      for (const client of this.rooms.get(matchId) ?? []) {
        if (client.pending) client.pending.push(...batch);
        else if (client.after < firstId) this.write(client, all);
        else this.write(client, framesAfter(batch, client.after));
        if (!client.pending) client.after = Math.max(client.after, this.lastId);
      }
    }
  }

  /** Registers a client of `matchId` that has seen everything up to `after`; frames wait until `start`. */
  attach(res: ServerResponse, matchId: number, after: number): Client {
    const client: Client = { res, matchId, after, pending: [] };
    let room = this.rooms.get(matchId);
    if (!room) this.rooms.set(matchId, (room = new Set()));
    room.add(client);
    this.count += 1;
    return client;
  }

  /** Writes the opening (ready, replay up to `sentUpTo`) and what arrived meanwhile after it; then live. */
  start(client: Client, opening: string, sentUpTo: number): void {
    client.after = sentUpTo;
    const waiting = client.pending ?? [];
    client.pending = null;
    this.write(client, opening + framesAfter(waiting, client.after));
    client.after = Math.max(client.after, this.lastId);
  }

  detach(client: Client): void {
    const room = this.rooms.get(client.matchId);
    if (!room?.delete(client)) return;
    this.count -= 1;
    if (!room.size) this.rooms.delete(client.matchId);
  }

  private write(client: Client, chunk: string): void {
    if (!chunk || client.res.destroyed) return;
    if (client.res.writableLength > this.options.maxBacklogBytes) {
      this.detach(client);
      client.res.destroy();
      return;
    }
    client.res.write(chunk);
  }

  private heartbeat(): void {
    const line = `: hb ${Date.now()}\n\n`;
    for (const room of this.rooms.values())
      for (const client of room) if (!client.pending) this.write(client, line);
  }

  close(): void {
    clearInterval(this.timer);
    for (const room of this.rooms.values()) for (const client of room) client.res.end();
    this.rooms.clear();
    this.count = 0;
  }
}

export type ChatClient = Client;
