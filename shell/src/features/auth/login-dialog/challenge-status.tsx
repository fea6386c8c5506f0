import { CHALLENGE_TEXT } from './challenge';
import styles from './login-dialog.module.css';

/**
 * The live region of a form whose call may need a challenge: always in the page (a screen reader only
 * announces changes of a region it already knows), with 正在进行安全验证… while the browser solves one.
 */
export function ChallengeStatus({ solving }: { solving: boolean }) {
  return (
    <p role="status" aria-live="polite" className={styles.challengeStatus}>
      {solving ? CHALLENGE_TEXT.solving : ''}
    </p>
  );
}
