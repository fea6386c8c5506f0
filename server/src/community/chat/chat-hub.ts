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
  /**
   * One write per client per this many ms on average (a token bucket of `FLUSH_BURST`): rows that come
   * slower go out at once (next turn of the event loop), faster ones wait and go out together.
   */
  flushMs: number;
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

/**
 * Flushes that may follow one another at once before the pace of one per `flushMs` applies: rows that come
 * about a window apart, a little early or late, are then not held back (a strict window would hold each
 * early one until the window's end).
 */
export const FLUSH_BURST = 3;

const framesAfter = (frames: ReadonlyArray<[number, string]>, after: number) =>
  frames
    .filter(([id]) => id > after)
    .map(([, frame]) => frame)
    .join('');

/**
 * This instance's fan-out of the chat rooms over SSE. Rows come from the log (chat_messages) in id order:
 * straight after a write on this instance, through LISTEN/NOTIFY and the table from the others. Each frame is
 * built once per row; rows wait per room until the next flush (one per `flushMs` on average once rows come
 * faster than that, at once while they come slower), which writes each client of the room its new frames
 * in one write. A write costs a system call per client whatever its size: at 50 posts a second to 500
 * clients, 25,000 calls a second if every row went out alone, about half of the server's busy time
 * (bench/results/issue-28-chat.md); joined, the calls follow the flushes, not the posts. Rooms nobody on
 * this instance watches cost a read, nothing more. A client opens in two steps (`attach`,
 * then `start`), so rows that arrive while its replay is read from the table are held back and sent after it,
 * none twice, none lost.
 */
export class ChatHub {
  private readonly rooms = new Map<number, Set<Client>>();
  private readonly timer: NodeJS.Timeout;
  private count = 0;
  /** Rows read but not yet written, per room (ascending ids). */
  private readonly outgoing = new Map<number, Array<[number, string]>>();
  /** Every row up to this id has been written (or handed to the clients still opening). */
  private flushedId: number;
  private flushTimer: NodeJS.Timeout | null = null;
  /** Flushes that may go out at once, and when that was counted (it grows by one per `flushMs`). */
  private tokens = FLUSH_BURST;
  private tokensAt = 0;

  constructor(
    public lastId: number,
    readonly options: ChatHubOptions,
  ) {
    this.flushedId = lastId;
    this.timer = setInterval(() => this.heartbeat(), options.heartbeatMs);
    this.timer.unref();
  }

  get clientCount(): number {
    return this.count;
  }

  /** Takes in rows (ascending ids); ones already seen are skipped. They go out at the next flush. */
  ingest(rows: readonly ChatRow[]): void {
    for (const row of rows) {
      if (row.id <= this.lastId) continue;
      this.lastId = row.id;
      // A message hidden before this instance read it never goes out (its hide row follows anyway).
      if (row.kind !== 'hide' && row.hidden_at !== null) continue;
      if (!this.rooms.has(row.match_id)) continue;
      let batch = this.outgoing.get(row.match_id);
      if (!batch) this.outgoing.set(row.match_id, (batch = []));
      batch.push([row.id, chatFrame(row)]);
    }
    if (this.outgoing.size && !this.flushTimer) {
      const tokens = this.refill();
      const wait = tokens >= 1 ? 0 : Math.ceil((1 - tokens) * this.options.flushMs);
      this.flushTimer = setTimeout(() => this.flush(), wait);
    }
    // Nothing waits: the rows seen so far are all out (or were for rooms nobody here watches).
    if (!this.outgoing.size) this.flushedId = this.lastId;
  }

  /** Writes every waiting row: per room, the frames joined once, then one write per client. */
  flush(): void {
    if (!this.outgoing.size) return;
    // Counted by the clock, not by when timers fired: a late timer does not push the flushes after it later.
    this.tokens = Math.max(0, this.refill() - 1);
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    for (const [matchId, batch] of this.outgoing) {
      const all = batch.map(([, frame]) => frame).join('');
      const firstId = (batch[0] as [number, string])[0];
      for (const client of this.rooms.get(matchId) ?? []) {
        if (client.pending) client.pending.push(...batch);
        else if (client.after < firstId) this.write(client, all);
        else this.write(client, framesAfter(batch, client.after));
        if (!client.pending) client.after = Math.max(client.after, this.lastId);
      }
    }
    this.outgoing.clear();
    this.flushedId = this.lastId;
  }

  private refill(): number {
    const now = Date.now();
    const { flushMs } = this.options;
    this.tokens =
      flushMs > 0 ? Math.min(FLUSH_BURST, this.tokens + (now - this.tokensAt) / flushMs) : FLUSH_BURST;
    this.tokensAt = now;
    return this.tokens;
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
    // Rows still waiting for the flush are after `flushedId`: the flush sends them (the ones after `after`).
    client.after = Math.max(client.after, this.flushedId);
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
    this.flush();
    for (const room of this.rooms.values()) for (const client of room) client.res.end();
    this.rooms.clear();
    this.count = 0;
  }
}

export type ChatClient = Client;
