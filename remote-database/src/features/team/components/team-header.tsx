import { Link } from 'react-router-dom';
import type { CSSProperties } from 'react';
import { FollowButton, LazyImage, cssColour, paths, textColourOn, type TeamProfile } from '@jincheng/shared';
import styles from './team.module.css';

export interface TeamHeaderProps {
  team: TeamProfile;
}

/**
 * The club's home colour as the header background, its second colour as a band along the bottom; the text
 * is white or dark by the background's luminance, so white and yellow kits stay readable (WCAG AA).
 */
export function kitColours([primary, secondary]: readonly string[]): CSSProperties {
  const background = cssColour(primary, '#0b6b3a');
  return {
    '--kit': background,
    '--kit-text': textColourOn(background),
    '--kit-accent': cssColour(secondary, background),
  } as CSSProperties;
}

/** Badge, names, league and the club facts (venue, coach, city, founded). */
export function TeamHeader({ team }: TeamHeaderProps) {
  return (
    <header className={styles.header} style={kitColours(team.colors)}>
      <LazyImage src={team.logo} alt={`${team.name}队徽`} width={72} height={72} className={styles.badge} />
      <div className={styles.headText}>
        <h2 className={styles.name}>{team.name}</h2>
        <p className={styles.nameEn}>{team.nameEn}</p>
        <dl className={styles.facts}>
          <div>
            <dt>联赛</dt>
            <dd>
              <Link to={paths.league(team.league.id)}>{team.league.shortName}</Link>
              {team.rank ? ` 第${team.rank}名` : ''}
            </dd>
          </div>
          <div>
            <dt>主场</dt>
            <dd>{team.venue}</dd>
          </div>
          <div>
            <dt>主教练</dt>
            <dd>{team.coach}</dd>
          </div>
          <div>
            <dt>城市</dt>
            <dd>
              {team.country} · {team.city}
            </dd>
          </div>
          {team.founded !== null && (
            <div>
              <dt>成立</dt>
              <dd>{team.founded}年</dd>
            </div>
          )}
        </dl>
      </div>
      <FollowButton kind="team" id={team.id} label={team.name} className={styles.follow} />
    </header>
  );
}
