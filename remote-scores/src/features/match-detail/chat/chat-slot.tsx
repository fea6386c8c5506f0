import { Suspense, lazy, useId } from 'react';
import { useHydrated, useMediaQuery } from '@jincheng/shared';
import styles from './chat.module.css';

/** At this width the room stands beside the tabs; below it, it is the 聊天室 tab (chat.module.css agrees). */
export const CHAT_SIDE_QUERY = '(min-width: 1024px)';

const ChatRoom = lazy(() => import(/* webpackChunkName: "match-chat" */ './chat-room'));

export interface ChatSlotProps {
  matchId: number;
  /** `side`: the panel beside the tabs (wide screens); `tab`: the 聊天室 tab's content (phones). */
  place: 'side' | 'tab';
}

/** What the server renders and the lazy room replaces: the note, the empty list, the box's space. */
function ChatPlaceholder() {
  return (
    <>
      <p className={styles.note}>聊天室加载中…</p>
      <div className={styles.logWrap} />
      <div className={styles.composerSpace} />
    </>
  );
}

/**
 * The room's fixed-size frame. The page renders one beside the tabs (shown by CSS on wide screens) and one in
 * the 聊天室 tab (shown on phones), the same markup from the server for either screen. After hydration the
 * live room (its own chunk, its one stream) is mounted in the frame the screen shows, never in both.
 */
export function ChatSlot({ matchId, place }: ChatSlotProps) {
  const hydrated = useHydrated();
  const wide = useMediaQuery(CHAT_SIDE_QUERY);
  const headingId = useId();
  const live = hydrated && wide === (place === 'side');
  return (
    <section className={place === 'side' ? styles.side : styles.tab} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        聊天室
      </h2>
      {live ? (
        <Suspense fallback={<ChatPlaceholder />}>
          <ChatRoom key={matchId} matchId={matchId} />
        </Suspense>
      ) : (
        <ChatPlaceholder />
      )}
    </section>
  );
}
