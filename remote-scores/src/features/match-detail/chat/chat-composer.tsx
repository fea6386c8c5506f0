import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  CHAT_MAX_LENGTH,
  isSignedInAtom,
  showLoginAtom,
  visuallyHidden,
  type ChatMessage,
} from '@jincheng/shared';
import { useAtomValue, useSetAtom } from '../../../lib/app-jotai';
import { postChat, refusalText } from '../api/chat-api';
import type { RoomNote } from './room-phase';
import styles from './chat.module.css';

export interface ChatComposerProps {
  matchId: number;
  note: RoomNote;
  /** The line as the server stored it: shown at once (the stream's copy of it is dropped by id). */
  onPosted: (message: ChatMessage) => void;
}

/** Characters as the server counts them (code points: an emoji is one), after trimming. */
const lengthOf = (text: string) => [...text.trim()].length;

/**
 * The box under the room. A visitor gets 登录后发言 (the shell's login dialog); a room that is not open says
 * why instead. A refusal (a filtered word, a link, too fast, muted, closed) is said under the box in the
 * server's words, and the draft stays; a masked line is sent and the server's notice says what was hidden.
 */
export function ChatComposer({ matchId, note, onPosted }: ChatComposerProps) {
  const signedIn = useAtomValue(isSignedInAtom);
  const showLogin = useSetAtom(showLoginAtom);
  const [text, setText] = useState('');
  const [said, setSaid] = useState<{ kind: 'error' | 'notice'; text: string } | null>(null);
  const inputId = useId();
  const countId = useId();
  const saidId = useId();
  const send = useMutation({
    mutationFn: (value: string) => postChat(matchId, value),
    onSuccess: (data) => {
      setText('');
      setSaid(data.notice ? { kind: 'notice', text: data.notice } : null);
      onPosted(data.message);
    },
    onError: (error) => setSaid({ kind: 'error', text: refusalText(error) }),
  });

  if (note.phase !== 'open') return <p className={styles.composerSpace}>{note.text}</p>;
  if (!signedIn)
    return (
      <div className={styles.composerSpace}>
        <button type="button" className={styles.signIn} onClick={() => showLogin(true)}>
          登录后发言
        </button>
      </div>
    );

  const length = lengthOf(text);
  const over = length > CHAT_MAX_LENGTH;
  const blocked = length === 0 || over || send.isPending;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!blocked) send.mutate(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; Enter that confirms an input method's candidate is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || event.keyCode === 229)
      return;
    event.preventDefault();
    submit();
  };
  return (
    <form className={styles.composer} onSubmit={submit}>
      <label htmlFor={inputId} className={visuallyHidden}>
        发言
      </label>
      <textarea
        id={inputId}
        className={styles.input}
        value={text}
        rows={1}
        placeholder="说点什么…"
        aria-describedby={said ? `${countId} ${saidId}` : countId}
        aria-invalid={over || said?.kind === 'error'}
        onChange={(event) => {
          setText(event.target.value);
          if (said?.kind === 'notice') setSaid(null);
        }}
        onKeyDown={onKeyDown}
      />
      <span id={countId} className={over ? styles.countOver : styles.count}>
        {over ? `超出 ${length - CHAT_MAX_LENGTH} 字` : `${length}/${CHAT_MAX_LENGTH}`}
      </span>
      <button type="submit" className={styles.send} disabled={blocked} aria-busy={send.isPending}>
        发送
      </button>
      {said ? (
        <p
          id={saidId}
          role={said.kind === 'error' ? 'alert' : 'status'}
          className={said.kind === 'error' ? styles.error : styles.notice}
        >
          {said.text}
        </p>
      ) : null}
    </form>
  );
}
