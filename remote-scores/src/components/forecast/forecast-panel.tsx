import { Link } from 'react-router-dom';
import { useSuspenseQuery } from '@tanstack/react-query';
import {
  LoadFailed,
  LoadingState,
  QueryBoundary,
  formatDate,
  paths,
  percentText,
  type ForecastVoidReason,
  type ForecastView,
  type MatchForecastData,
  type Sport,
} from '@jincheng/shared';
import { matchForecastQuery } from '../../api/model/queries';
import { BasketballCard, FootballCard, type Sides } from './forecast-cards';
import { InPlayChart } from './in-play-chart';
import styles from './forecast.module.css';

export const NOT_ADVICE = '预测仅供参考，不构成投注建议';

const VOID_REASON: Record<ForecastVoidReason, string> = {
  postponed: '比赛延期',
  cancelled: '比赛取消',
  abandoned: '比赛腰斩',
  tbd: '比赛时间待定',
  moved: '开赛时间变更',
};

/** 模型: the product's own forecast of the match (issue 50), frozen before kick-off, or its 回测. */
export function ForecastPanel({ matchId, sport, sides }: { matchId: number; sport: Sport; sides: Sides }) {
  return (
    <QueryBoundary
      pending={<LoadingState label="模型预测加载中…" className={styles.loading} />}
      failed={(_error, retry) => (
        <LoadFailed
          message="模型预测加载失败"
          onRetry={retry}
          classes={{ root: styles.state, text: styles.stateText, retry: styles.action }}
        />
      )}
    >
      <ForecastBoard matchId={matchId} sport={sport} sides={sides} />
    </QueryBoundary>
  );
}

function ForecastBoard({ matchId, sport, sides }: { matchId: number; sport: Sport; sides: Sides }) {
  const { data } = useSuspenseQuery(matchForecastQuery(matchId));
  return (
    <div className={styles.board} data-testid="forecast-panel">
      {data.current ? (
        <ForecastCard view={data.current} sides={sides} baseline={data.baseline} />
      ) : (
        <div className={styles.state} data-state="forecast-empty">
          <p className={styles.stateText}>暂无预测</p>
          <p className={styles.hint}>{noneReason(data)}</p>
        </div>
      )}
      {data.inPlay && data.inPlay.length > 0 && <InPlayChart points={data.inPlay} sides={sides} />}
      {data.basketballInPlay && data.basketballInPlay.points.length > 0 && (
        <InPlayChart points={data.basketballInPlay.points} sides={sides} basketball={data.basketballInPlay} />
      )}
      <RecordNote data={data} />
      {data.voided.length > 0 && (
        <section aria-labelledby={`voided-${matchId}`} className={styles.voided}>
          <h3 id={`voided-${matchId}`} className={styles.title}>
            已作废的预测
          </h3>
          <ul className={styles.voidList}>
            {data.voided.map((v) => (
              <li key={`${v.madeAt ?? ''}-${v.kickoff}`}>
                <span className={styles.voidTag}>已作废</span> {VOID_REASON[v.voidReason ?? 'moved']}
                ：为 {formatDate(v.kickoff, 'MM-DD HH:mm')} 开赛所做
                {v.madeAt ? `（${formatDate(v.madeAt, 'MM-DD HH:mm')} 冻结）` : ''}
                {v.voidedAt ? `，${formatDate(v.voidedAt, 'MM-DD HH:mm')} 作废` : ''}；{voidSummary(v, sides)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className={styles.foot}>
        <Link to={paths.model(sport)} className={styles.link}>
          查看模型战绩（回测）›
        </Link>
        <span>{NOT_ADVICE}</span>
      </p>
    </div>
  );
}

function noneReason(data: MatchForecastData): string {
  if (data.reason === 'no-data')
    return data.sport === 'basketball'
      ? '两队本季已赛场次还太少，模型暂时无法预测'
      : '模型对这项赛事和这两支球队都没有可用的真实赛果，无法预测';
  return '这场比赛暂时没有模型预测';
}

function RecordNote({ data }: { data: MatchForecastData }) {
  const text = data.counted
    ? '这场比赛是真实赛果，它的回测预测计入模型公开战绩'
    : data.real
      ? '这场比赛的赛果是（或将是）真实的'
      : '这场比赛的赛果来自模拟，不是真实赛果：它的预测只作展示，不计入模型战绩';
  return <p className={styles.hint}>{text}</p>;
}

function voidSummary(v: ForecastView, sides: Sides): string {
  const f = v.forecast;
  if (f.sport === 'football')
    return `主胜 ${percentText(f.home)} · 平 ${percentText(f.draw)} · 客胜 ${percentText(f.away)}`;
  return `${sides.home}胜 ${percentText(f.home)} · ${sides.away}胜 ${percentText(f.away)}`;
}

function MadeWhen({ view }: { view: ForecastView }) {
  // Football is fitted to real results; basketball, which has none in the product, to the simulated season's games.
  const fit = `依据 ${formatDate(view.cutoff, 'YYYY-MM-DD')} 前的 ${view.fitted} 场${
    view.forecast.sport === 'basketball' ? '本季比赛（模拟赛果）' : '真实赛果'
  }`;
  if (view.kind === 'backtest')
    return (
      <p className={styles.when}>
        <span className={styles.tag}>回测</span> 开赛前未冻结预测，这是按当周模型重算的回测；{fit}
      </p>
    );
  return (
    <p className={styles.when}>
      <span className={styles.tag}>赛前冻结</span> 冻结于{' '}
      {formatDate(view.madeAt ?? view.kickoff, 'YYYY-MM-DD HH:mm')}
      （开赛 {formatDate(view.kickoff, 'MM-DD HH:mm')} 前），之后不再改动；{fit}
    </p>
  );
}

function ForecastCard({
  view,
  sides,
  baseline,
}: {
  view: ForecastView;
  sides: Sides;
  baseline: [number, number, number] | null;
}) {
  return (
    <section className={styles.card} aria-label="模型预测">
      <MadeWhen view={view} />
      {view.forecast.sport === 'football' ? (
        <FootballCard f={view.forecast} sides={sides} baseline={baseline} />
      ) : (
        <BasketballCard f={view.forecast} sides={sides} />
      )}
    </section>
  );
}
