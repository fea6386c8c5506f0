import type { EventSourceLike } from '../lib/event-stream/resumable-stream';

/** A scriptable stand-in for EventSource (jsdom has none). */
export class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  onerror: EventSourceLike['onerror'] = null;
  onopen: EventSourceLike['onopen'] = null;
  closed = false;
  private listeners = new Map<string, Array<(e: MessageEvent<string>) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  static latest(): FakeEventSource {
    const last = FakeEventSource.instances[FakeEventSource.instances.length - 1];
    if (!last) throw new Error('no EventSource was opened');
    return last;
  }

  addEventListener(type: string, listener: (e: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.call(this as unknown as EventSource, new Event('open'));
  }

  emit(type: string, id: number, data: unknown): void {
    this.emitRaw(type, String(id), JSON.stringify(data));
  }

  /** A frame as the wire has it: `lastEventId` may be empty, `data` need not be JSON. */
  emitRaw(type: string, lastEventId: string, data: string): void {
    const event = new MessageEvent<string>(type, { data, lastEventId });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  fail(closed: boolean): void {
    this.readyState = closed ? 2 : 0;
    this.onerror?.call(this as unknown as EventSource, new Event('error'));
  }
}
