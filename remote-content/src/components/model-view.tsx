import { Link } from 'react-router-dom';
import {
  formatDate,
  paths,
  percentText,
  type Forecast,
  type MatchSummary,
  type PickVerdict,
  type SolutionModelView,
} from '@jincheng/shared';
import styles from './model-view.module.css';

/**
 * The product's data model beside an expert's solution (issue 50): the model's own forecast of the match and,
 * once the reader may see the pick, whether the model agrees with it. The server decides what the reader may
 * see: for a hidden pick the verdict is 'hidden' and nothing here says which side the expert took.
 */

interface Outcome {
  key: 'home' | 'draw' | 'away';
  label: string;
  p: number;
}

/** The forecast's outcomes in the match's order: 主胜, 平, 客胜; basketball lists the visitors first (客 @ 主). */
function outcomesOf(f: Forecast, match: MatchSummary): Outcome[] {
  const home: Outcome = { key: 'home', label: `主胜 ${match.home.shortName}`, p: f.home };
  const away: Outcome = { key: 'away', label: `客胜 ${match.away.shortName}`, p: f.away };
  return f.sport === 'football' ? [home, { key: 'draw', label: '平局', p: f.draw }, away] : [away, home];
}

const likeliest = (outcomes: Outcome[]) => outcomes.reduce((a, b) => (b.p > a.p ? b : a));

const VERDICT_TAG: Record<Exclude<PickVerdict, 'hidden'>, string> = {
  agree: '模型同意',
  disagree: '模型不同意',
  unpriced: '模型不覆盖此玩法',
};

function VerdictTag({ verdict }: { verdict: PickVerdict }) {
  if (verdict === 'hidden') return null;
  return (
    <span className={styles.verdict} data-verdict={verdict}>
      {VERDICT_TAG[verdict]}
    </span>
  );
}

/** A solution card's line: the model's 胜平负 and, for a visible pick, its verdict. */
export function ModelLine({ model, match }: { model: SolutionModelView; match: MatchSummary }) {
  const outcomes = outcomesOf(model.forecast, match);
  const short = outcomes.map(
    (o) => `${o.key === 'home' ? '主' : o.key === 'draw' ? '平' : '客'} ${percentText(o.p)}`,
  );
  return (
    <span className={styles.line}>
      <span className={styles.lineLabel}>模型</span>
      <span className={styles.lineProbs}>{short.join(' · ')}</span>
      <VerdictTag verdict={model.verdict} />
    </span>
  );
}

/** What the verdict means, in a sentence; the pick named as the expert wrote it. */
function verdictText(model: SolutionModelView, outcomes: Outcome[], pick: string | null): string {
  const best = likeliest(outcomes);
  const theirs = pick ? `专家推荐的「${pick}」` : '专家的推荐';
  const p = model.pickProbability;
  switch (model.verdict) {
    case 'agree':
      return `${theirs}正是模型认为可能性最大的结果（模型概率 ${percentText(p ?? best.p)}）。`;
    case 'disagree':
      return `模型给${theirs}的概率是 ${percentText(p ?? 0)}，模型更看好${best.label}（${percentText(best.p)}）。`;
    case 'unpriced':
      return '模型只计算胜平负（篮球为胜负）和大小2.5球，不计算这个玩法，因此不对这条推荐表态；下面是模型自己对本场的预测。';
    case 'hidden':
      return '方案购买后，这里会显示模型是否同意专家的推荐；购买前只显示模型自己的预测，不透露推荐内容。';
  }
}

export interface ModelPanelProps {
  model: SolutionModelView | null | undefined;
  match: MatchSummary;
  /** The pick as the reader sees it (null while hidden). */
  pick: string | null;
}

/** The detail page's section: the model's view beside the pick, with what it is and is not. */
export function ModelPanel({ model, match, pick }: ModelPanelProps) {
  if (model === undefined) return null;
  const sport = match.sport;
  return (
    <section className={styles.panel} aria-labelledby="solution-model">
      <h2 id="solution-model" className={styles.heading}>
        模型观点
        {model && <VerdictTag verdict={model.verdict} />}
      </h2>
      {model ? (
        <ModelBody model={model} match={match} pick={pick} />
      ) : (
        <p className={styles.note}>本站数据模型对这场比赛没有预测（模型对参赛队了解太少）。</p>
      )}
      <p className={styles.note}>
        这是本站数据模型的观点，不是专家的意见；预测只是信息，不构成投注建议。{' '}
        <Link to={paths.model(sport)}>查看模型战绩</Link>
      </p>
    </section>
  );
}

function ModelBody({
  model,
  match,
  pick,
}: {
  model: SolutionModelView;
  match: MatchSummary;
  pick: string | null;
}) {
  const f = model.forecast;
  const outcomes = outcomesOf(f, match);
  return (
    <>
      <p className={styles.text}>{verdictText(model, outcomes, pick)}</p>
      <dl className={styles.probs} aria-label={f.sport === 'football' ? '模型胜平负概率' : '模型胜负概率'}>
        {outcomes.map((o) => (
          <div key={o.key} className={styles.prob} data-outcome={o.key}>
            <dt>{o.label}</dt>
            <dd>{percentText(o.p)}</dd>
          </div>
        ))}
        {f.sport === 'football' ? (
          <div className={styles.prob} data-outcome="over25">
            <dt>大2.5球</dt>
            <dd>{percentText(f.over25)}</dd>
          </div>
        ) : (
          <>
            <div className={styles.prob} data-outcome="margin">
              <dt>预期分差</dt>
              <dd>
                {f.margin >= 0 ? match.home.shortName : match.away.shortName} +{Math.abs(f.margin).toFixed(1)}
              </dd>
            </div>
            <div className={styles.prob} data-outcome="total">
              <dt>预期总分</dt>
              <dd>{f.total.toFixed(1)}</dd>
            </div>
          </>
        )}
      </dl>
      <p className={styles.when}>
        {model.kind === 'frozen' && model.madeAt
          ? `赛前预测，${formatDate(model.madeAt, 'MM-DD HH:mm')} 生成并冻结，之后不再改动。`
          : '回测：本场开赛前没有留存预测，这是用开赛那一周之前的赛果重新计算的结果。'}
      </p>
    </>
  );
}
