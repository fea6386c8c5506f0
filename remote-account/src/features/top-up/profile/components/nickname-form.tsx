import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  RequestError,
  toast,
  userInfoQuery,
  useViewer,
  type CommunityProfile,
} from '@jincheng/shared';
import { communityProfileQuery, setNickname } from '../api/profile-api';
import styles from '../profile.module.css';

/** Characters as the server counts them (an emoji is one). */
const lengthOf = (text: string) => [...text.trim()].length;

/**
 * 修改昵称: the server decides (filter, taken, a few changes a day) and its reason shows under the field; the
 * draft stays until the server took it. The header's name is read again after a change.
 */
export function NicknameForm({ profile }: { profile: CommunityProfile }) {
  const viewer = useViewer();
  const client = useQueryClient();
  const [draft, setDraft] = useState(profile.nicknameChosen ? profile.nickname : '');
  const [error, setError] = useState('');
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const save = useMutation({
    mutationFn: (name: string) => setNickname(name),
    onSuccess: async (next) => {
      setError('');
      setDraft(next.nickname);
      client.setQueryData(communityProfileQuery(viewer).queryKey, next);
      toast.success('昵称已更新');
      await client.invalidateQueries({ queryKey: userInfoQuery(viewer).queryKey });
    },
    onError: (cause) => setError(cause instanceof RequestError ? cause.message : '保存失败，请稍后再试'),
  });

  const length = lengthOf(draft);
  const tooLong = length > NICKNAME_MAX_LENGTH;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (length < NICKNAME_MIN_LENGTH || tooLong) {
      setError(`昵称需为 ${NICKNAME_MIN_LENGTH}–${NICKNAME_MAX_LENGTH} 个字`);
      return;
    }
    save.mutate(draft);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        昵称
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          value={draft}
          placeholder="2–16 个字，中文、字母、数字或下划线"
          autoComplete="nickname"
          aria-invalid={error !== ''}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => {
            setDraft(event.target.value);
            if (error) setError('');
          }}
        />
        <button type="submit" className={styles.primary} disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? '保存中…' : '保存昵称'}
        </button>
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <p id={hintId} className={tooLong ? styles.countOver : styles.hint}>
        {length}/{NICKNAME_MAX_LENGTH} · 昵称会显示在你的评论旁，全站唯一，每天最多修改 3
        次；不能包含手机号、联系方式或不文明用语。
      </p>
    </form>
  );
}
