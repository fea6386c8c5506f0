import { Link } from 'react-router-dom';
import { LazyImage, type PlayerDetailData, type Sport } from '@jincheng/shared';
import { teamHref } from '../../../lib/links';
import styles from './player.module.css';

export interface PlayerProfileProps {
  data: PlayerDetailData;
  sport: Sport;
}

/** Photo, names (original spelling, what else fans call him), team and the facts: number, position, age, height, weight, nationality. */
export function PlayerProfile({ data, sport }: PlayerProfileProps) {
  const { player, team } = data;
  const facts: Array<[string, string]> = [
    ['号码', `${player.number}号`],
    ['位置', player.position],
    ['年龄', `${player.age}岁`],
    ['身高', `${player.height}cm`],
    ['体重', `${player.weight}kg`],
    ['国籍', player.nationality],
    ['生日', player.birthDate],
  ];
  if (sport === 'football' && player.foot) facts.push(['惯用脚', player.foot]);
  if (player.marketValue) facts.push(['身价', player.marketValue]);
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
          {facts.map(([label, value]) => (
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
