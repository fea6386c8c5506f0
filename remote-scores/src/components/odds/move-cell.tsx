import { visuallyHidden } from '@jincheng/shared';
import { MOVE_TEXT, type Move } from '../../lib/odds/odds-format';
import styles from './odds.module.css';

const ARROW: Record<Move, string> = { up: '↑', down: '↓', same: '' };

/** A value that moved: red ↑ up, green ↓ down (as Chinese sites colour them), with the word for readers. */
export function MoveCell({ text, move, muted = false }: { text: string; move: Move; muted?: boolean }) {
  const cls = [styles[move], muted ? styles.muted : ''].filter(Boolean).join(' ');
  return (
    <td className={cls || undefined} data-move={move}>
      {text}
      {move !== 'same' && (
        <>
          <span aria-hidden="true">{ARROW[move]}</span>
          <span className={visuallyHidden}>{MOVE_TEXT[move]}</span>
        </>
      )}
    </td>
  );
}
