import { Avatar, type ExpertSummary } from '@jincheng/shared';
import { formatFollowers } from './expert-card';
import { FollowButton } from './follow-button';
import styles from './expert-profile.module.css';

export interface ExpertProfileProps {
  expert: ExpertSummary;
  following: boolean;
  onFollowChange: (following: boolean, followers: number) => void;
}

/** Who the expert is, the follow button and the numbers fans choose by. */
export function ExpertProfile({ expert, following, onFollowChange }: ExpertProfileProps) {
  const stats: Array<[string, string, boolean]> = [
    ['命中率', `${expert.hitRate}%`, true],
    ['当前连红', String(expert.streak), true],
    ['最长连红', String(expert.bestStreak), false],
    ['红单', String(expert.red), false],
    ['黑单', String(expert.black), false],
    ['粉丝', formatFollowers(expert.followers), false],
  ];
  return (
    <section aria-label="专家资料">
      <div className={styles.profile}>
        <Avatar src={expert.avatar} size="lg" alt={`${expert.name}的头像`} />
        <div>
          <h1 className={styles.name}>{expert.name}</h1>
          <span className={styles.title}>
            {expert.sport === 'football' ? '足球' : '篮球'} · {expert.title}
            {expert.tags.length ? ` · ${expert.tags.join(' / ')}` : ''}
          </span>
          <p className={styles.bio}>{expert.bio}</p>
        </div>
        <FollowButton
          expertId={expert.id}
          expertName={expert.name}
          following={following}
          onChange={onFollowChange}
        />
      </div>
      <dl className={styles.stats}>
        {stats.map(([label, value, hot]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={hot ? styles.hot : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
