import { useState } from 'react';
import { LoadFailed, isSignedInAtom, userIdAtom } from '@jincheng/shared';
import { useAtomValue } from '../../../lib/app-jotai';
import { FAILED_TEXT, failedClasses } from '../components/detail-look';
import { ChatComposer } from './chat-composer';
import { ChatLines } from './chat-lines';
import type { RoomPhase } from './room-phase';
import { useChatRoom, type ChatRoomOptions } from './use-chat-room';
import styles from './chat.module.css';

/** The heading's short word for a room that takes no lines now (the box's place says why). */
const PHASE_LABEL: Record<Exclude<RoomPhase, 'open'>, string> = {
  soon: '尚未开放',
  closed: '已关闭，仅可浏览',
  none: '未开放',
};

export interface ChatRoomProps extends ChatRoomOptions {
  matchId: number;
}

/**
 * The live room (lazily loaded, mounted once per page after hydration in the frame the screen shows): the
 * lines, the jump-down pill, and the box, or why the room does not take lines now.
 */
export default function ChatRoom({ matchId, ...options }: ChatRoomProps) {
  const room = useChatRoom(matchId, options);
  const signedIn = useAtomValue(isSignedInAtom);
  const signedInId = useAtomValue(userIdAtom);
  // The POST's answer names the fan too: their own lines are marked even before the profile has been read.
  const [postedAs, setPostedAs] = useState('');
  const myId = signedIn ? signedInId || postedAs : '';
  if (room.status === 'failed')
    return <LoadFailed message={FAILED_TEXT} onRetry={room.retry} classes={failedClasses} />;
  const { note } = room;
  return (
    <>
      <p className={styles.note}>
        {note ? (note.phase === 'open' ? note.text : PHASE_LABEL[note.phase]) : '聊天室加载中…'}
      </p>
      <ChatLines
        room={room}
        myId={myId}
        loading={room.status === 'loading'}
        emptyText={note?.phase === 'open' ? '还没有人发言，来说第一句吧' : '暂无消息'}
      />
      {note ? (
        <ChatComposer
          matchId={matchId}
          note={note}
          onPosted={(message) => {
            if (message.author) setPostedAs(message.author.userId);
            room.posted(message);
          }}
        />
      ) : (
        <div className={styles.composerSpace} />
      )}
    </>
  );
}
