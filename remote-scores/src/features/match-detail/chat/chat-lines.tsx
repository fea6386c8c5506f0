import { useEffect, useLayoutEffect, useRef, type UIEvent } from 'react';
import { ChatLine } from './chat-line';
import type { ChatRoomView } from './use-chat-room';
import styles from './chat.module.css';

export interface ChatLinesProps {
  room: ChatRoomView;
  /** The signed-in fan's user id ('' signed out): their lines are marked 我 and offer no 举报. */
  myId: string;
  loading: boolean;
  /** What an empty room says (it depends on whether the room is open). */
  emptyText: string;
}

/** Within this many pixels of the bottom the view follows new lines. */
const BOTTOM_SLACK = 32;
/** This close to the top, scrolling up reads the older page. */
const TOP_SLACK = 48;

/**
 * The scrolling list (role log): older lines on top, 加载更早消息 above them, the newest at the bottom. At the
 * bottom it follows; scrolled up it stays put and a pill counts what came meanwhile. An older page keeps the
 * line the fan was reading where it was.
 */
export function ChatLines({ room, myId, loading, emptyText }: ChatLinesProps) {
  const { log, loadOlder, loadingOlder, follow, readGap } = room;
  const box = useRef<HTMLDivElement>(null);
  /** Height of the list before an older page came in, to keep the view on the same line. */
  const before = useRef<number | null>(null);
  const first = log.lines[0]?.id;
  const last = log.lines[log.lines.length - 1]?.id;

  // The list shrinks when the box below it grows (a refusal's line, a second line of text): one that
  // follows stays at the bottom.
  const following = useRef(log.following);
  useEffect(() => {
    following.current = log.following;
  }, [log.following]);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (following.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (before.current !== null) {
      el.scrollTop += el.scrollHeight - before.current;
      before.current = null;
    } else if (log.following) el.scrollTop = el.scrollHeight;
  }, [first, last, log.following, log.lines.length]);

  const older = () => {
    if (!log.hasMore || loadingOlder) return;
    before.current = box.current?.scrollHeight ?? null;
    loadOlder();
  };
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK;
    if (atBottom !== log.following) follow(atBottom);
    if (el.scrollTop <= TOP_SLACK && el.scrollHeight > el.clientHeight) older();
  };

  return (
    <div className={styles.logWrap}>
      <div ref={box} className={styles.scroller} onScroll={onScroll}>
        {log.hasMore ? (
          <button type="button" className={styles.older} disabled={loadingOlder} onClick={older}>
            {loadingOlder ? '加载中…' : '加载更早消息'}
          </button>
        ) : !loading && log.lines.length > 0 ? (
          <p className={styles.start}>以上是全部消息</p>
        ) : null}
        {/* A log holding a list (a log role on the <ol> itself would take its list semantics away). */}
        <div role="log" aria-label="聊天室消息" aria-live="polite" aria-busy={loading} className={styles.log}>
          <ol className={styles.list}>
            {log.lines.map((m) => (
              <ChatLine key={m.id} message={m} mine={m.author !== null && m.author.userId === myId} />
            ))}
          </ol>
        </div>
        {log.gap !== null ? (
          <p className={styles.gap}>
            网络中断期间有消息未显示
            <button type="button" className={styles.link} onClick={readGap}>
              加载错过的消息
            </button>
          </p>
        ) : null}
      </div>
      {loading || log.lines.length === 0 ? (
        <p className={styles.empty}>{loading ? '消息加载中…' : emptyText}</p>
      ) : null}
      {log.unseen > 0 ? (
        <button type="button" className={styles.pill} onClick={() => follow(true)}>
          {log.unseen} 条新消息
        </button>
      ) : null}
    </div>
  );
}
