import { Link } from 'react-router-dom';
import { LazyImage, type PlayerDetailData, type Sport } from '@jincheng/shared';
import { teamHref } from '../../../lib/links';
import styles from './player.module.css';

export interface PlayerProfileProps {
  data: PlayerDetailData;
  sport: Sport;
}

/** `2000-07-21` → 2000年7月21日; a year-only date (a real player known only by year) → 2000年. */
export function birthLabel(date: string): string {
  const [year, month, day] = date.split('-');
  return month && day ? `${year}年${Number(month)}月${Number(day)}日` : `${year}年`;
}

/**
 * Photo, names (original spelling, what else fans call him), team and the facts: number, position, age, height, weight, nationality, birthday, foot. A
 * fact the data does not know (a real player's weight, an empty field of the people table) is left out,
 * never filled in.
 */
export function PlayerProfile({ data, sport }: PlayerProfileProps) {
  const { player, team } = data;
  const facts: Array<[string, string | null]> = [
    ['号码', `${player.number}号`],
    ['位置', player.position],
    ['年龄', player.age === null ? null : `${player.age}岁`],
    ['身高', player.height === null ? null : `${player.height}cm`],
    ['体重', player.weight === null ? null : `${player.weight}kg`],
    ['国籍', player.nationality],
    ['生日', player.birthDate && birthLabel(player.birthDate)],
    ['惯用脚', sport === 'football' ? player.foot : null],
  ];
  return (
    <header className={styles.profile}>
      <LazyImage
        src={player.photo}
        alt={`${player.name}头像`}
        width={96}
        height={96}
        className={styles.photo}
      />
      <div className={styles.profileText}>
        <h2 className={styles.name}>
          {player.name}
          <span className={styles.number}>#{player.number}</span>
        </h2>
        <p className={styles.nameEn}>
          {player.nameEn}
          {player.aliases.length > 0 && (
            <span className={styles.aliases}>又称 {player.aliases.join(' / ')}</span>
          )}
        </p>
        <p className={styles.team}>
          <LazyImage src={team.logo} alt="" width={20} height={20} />
          <Link to={teamHref(sport, team.id)}>{team.name}</Link>
        </p>
        <dl className={styles.facts}>
          {facts
            .flatMap(([label, value]) => (value ? [[label, value] as const] : []))
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </div>
    </header>
  );
}
