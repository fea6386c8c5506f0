import { useQuery } from '@tanstack/react-query';
import { formatDate, LoadFailed, useViewer } from '@jincheng/shared';
import { communityProfileQuery } from '../api/profile-api';
import { NicknameForm } from './nickname-form';
import styles from '../profile.module.css';

/** 我的资料: the name others see beside the fan's comments, and a mute while it lasts. */
export function ProfilePanel() {
  const viewer = useViewer();
  const query = useQuery({ ...communityProfileQuery(viewer), enabled: viewer !== '' });
  if (query.isPending) return <p className={styles.hint}>加载中…</p>;
  if (!query.data)
    return (
      <LoadFailed
        message={`资料读取失败：${query.error?.message ?? '未知错误'}`}
        onRetry={() => void query.refetch()}
        classes={{ root: styles.card, text: styles.hint, retry: styles.primary }}
      />
    );
  const profile = query.data;
  return (
    <section className={styles.card} aria-labelledby="profile-title">
      <h2 id="profile-title" className={styles.heading}>
        我的资料
      </h2>
      <p className={styles.current}>
        当前昵称：<strong data-testid="current-nickname">{profile.nickname}</strong>
        {profile.nicknameChosen ? null : (
          <span className={styles.hint}>（注册时系统分配，可改为你喜欢的昵称）</span>
        )}
      </p>
      {profile.mutedUntil !== null ? (
        <p className={styles.muted} role="status">
          你已被禁言至 {formatDate(profile.mutedUntil, 'MM-DD HH:mm')}，期间不能发表评论。
        </p>
      ) : null}
      <NicknameForm key={profile.nickname} profile={profile} />
    </section>
  );
}
