import { percentText, type BasketballForecast, type FootballForecast } from '@jincheng/shared';
import styles from './forecast.module.css';

/** A probability as the page shows it: 45.3%. */

export interface Sides {
  home: string;
  away: string;
}

interface Part {
  key: string;
  label: string;
  p: number;
}

/** The 胜/平/负 bar: widths by probability, every share also written out. */
function ProbBar({ parts, label }: { parts: Part[]; label: string }) {
  return (
    <div className={styles.probs}>
      <div className={styles.bar} aria-hidden="true">
        {parts.map((part) => (
          <span key={part.key} className={styles[part.key]} style={{ width: `${part.p * 100}%` }} />
        ))}
      </div>
      <dl className={styles.legend} aria-label={label}>
        {parts.map((part) => (
          <div key={part.key} className={styles.legendItem} data-outcome={part.key}>
            <dt>
              <span className={`${styles.swatch} ${styles[part.key]}`} aria-hidden="true" />
              {part.label}
            </dt>
            <dd>{percentText(part.p)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function FootballCard({
  f,
  sides,
  baseline,
}: {
  f: FootballForecast;
  sides: Sides;
  baseline: [number, number, number] | null;
}) {
  return (
    <>
      <ProbBar
        label="胜平负概率"
        parts={[
          { key: 'home', label: `主胜 ${sides.home}`, p: f.home },
          { key: 'draw', label: '平局', p: f.draw },
          { key: 'away', label: `客胜 ${sides.away}`, p: f.away },
        ]}
      />
      {baseline && (
        <p className={styles.hint}>
          基准（只看主场优势和联赛胜平负比例）：主胜 {percentText(baseline[0])} · 平{' '}
          {percentText(baseline[1])} · 客胜 {percentText(baseline[2])}
        </p>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>预期进球</dt>
          <dd>
            {sides.home} <b data-testid="xg-home">{f.xgHome.toFixed(2)}</b> :{' '}
            <b data-testid="xg-away">{f.xgAway.toFixed(2)}</b> {sides.away}
          </dd>
        </div>
        <div>
          <dt>大2.5球</dt>
          <dd data-testid="over25">{percentText(f.over25)}</dd>
        </div>
        <div>
          <dt>双方进球</dt>
          <dd data-testid="btts">{percentText(f.btts)}</dd>
        </div>
      </dl>
      <table className={styles.scores}>
        <caption>最可能的比分</caption>
        <thead>
          <tr>
            <th scope="col">比分（主-客）</th>
            <th scope="col">概率</th>
          </tr>
        </thead>
        <tbody>
          {f.scores.map((s) => (
            <tr key={`${s.home}-${s.away}`}>
              <td>
                {s.home}-{s.away}
              </td>
              <td>{percentText(s.p)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function BasketballCard({ f, sides }: { f: BasketballForecast; sides: Sides }) {
  const margin =
    f.margin >= 0
      ? `${sides.home} 领先 ${f.margin.toFixed(1)} 分`
      : `${sides.away} 领先 ${(-f.margin).toFixed(1)} 分`;
  return (
    <>
      <ProbBar
        label="胜负概率"
        parts={[
          { key: 'away', label: `客胜 ${sides.away}`, p: f.away },
          { key: 'home', label: `主胜 ${sides.home}`, p: f.home },
        ]}
      />
      <dl className={styles.facts}>
        <div>
          <dt>预期得分</dt>
          <dd>
            {sides.away} <b>{f.pointsAway.toFixed(1)}</b> : <b>{f.pointsHome.toFixed(1)}</b> {sides.home}
          </dd>
        </div>
        <div>
          <dt>预期分差</dt>
          <dd data-testid="margin">{margin}</dd>
        </div>
        <div>
          <dt>预期总分</dt>
          <dd data-testid="total">{f.total.toFixed(1)}</dd>
        </div>
      </dl>
    </>
  );
}
