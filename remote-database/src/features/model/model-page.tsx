import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSuspenseQuery } from '@tanstack/react-query';
import { QueryBoundary, formatDate, paths, type ModelRecordData, type Sport } from '@jincheng/shared';
import { Card } from '../../components/card';
import { PageTitle } from '../../components/page-title';
import { QueryTabs } from '../../components/query-tabs';
import { queryStates } from '../../components/state-look';
import { modelRecordQuery } from './api/queries';
import { CalibrationChart } from './components/calibration-chart';
import { RollingChart } from './components/rolling-chart';
import { fmt4, pickModelSport } from './model-sport';
import styles from './model-page.module.css';

const SPORTS = [
  { value: 'football', label: '足球' },
  { value: 'basketball', label: '篮球' },
] as const;

export const NOT_ADVICE = '预测仅供参考，不构成投注建议';

/** /model — 数据模型: the model's public track record on real matches (issue 50; beyond the spec's routes). */
export default function ModelPage() {
  const [params] = useSearchParams();
  const sport = pickModelSport(params.get('sport'));
  const { pending, failed } = queryStates('数据模型', { lines: 8 });
  return (
    <>
      <PageTitle>数据模型</PageTitle>
      <QueryTabs label="项目" param="sport" tabs={SPORTS} current={sport} />
      <Explainer />
      <QueryBoundary pending={pending} failed={failed}>
        <Record sport={sport} />
      </QueryBoundary>
    </>
  );
}

function Explainer() {
  return (
    <Card title="怎么看模型战绩">
      <ul className={styles.explain}>
        <li>
          <b>Brier 分数</b>：每场比赛把模型给主胜、平、客胜的概率与实际结果（发生记 1，没发生记
          0）逐项相减再平方求和，
          <b>越低越好</b>，0 分是完美预测，三项各猜 1/3 得 0.667。<b>对数损失</b>
          看实际结果被给了多少概率，同样越低越好。
        </li>
        <li>
          这是<b>回测</b>
          （逐周向前）：每一场的预测只用它那一周之前的真实赛果拟合球队实力，比赛本身和之后的结果都不参与。
        </li>
        <li>
          只统计<b>真实比赛</b>：本站模拟出来的比赛由同一个模型驱动，永远不计入战绩。
        </li>
        <li>
          对照的是<b>基准</b>
          ：只看主场优势和该联赛以往胜平负比例的朴素预测。没有取得可合法使用的博彩公司收盘赔率，所以不与赔率比较。
        </li>
        <li className={styles.advice}>{NOT_ADVICE}</li>
      </ul>
    </Card>
  );
}

function Record({ sport }: { sport: Sport }) {
  const { data } = useSuspenseQuery(modelRecordQuery(sport));
  if (data.forecasts === 0 || data.overall.n === 0) return <EmptyRecord data={data} />;
  return (
    <>
      <Overall data={data} />
      <Groups data={data} />
      <div className={styles.charts}>
        <Card title="校准图">
          <CalibrationChart bins={data.calibration} />
        </Card>
        <Rolling data={data} />
      </div>
    </>
  );
}

function EmptyRecord({ data }: { data: ModelRecordData }) {
  return (
    <Card title="模型战绩">
      <div className={styles.empty} data-state="record-empty">
        <p className={styles.emptyTitle}>暂无战绩</p>
        <p>
          {data.sport === 'basketball'
            ? '本站还没有篮球的真实赛果（篮球比赛全部为模拟），模拟比赛不计入战绩，所以篮球模型暂时没有可公开的回测成绩。比赛页的「模型」里仍可看到每场的预测。'
            : '还没有足够的真实赛果来回测模型。'}
        </p>
        {data.sport === 'basketball' && (
          <Link to={paths.model('football')} className={styles.back}>
            查看足球模型战绩 ›
          </Link>
        )}
      </div>
    </Card>
  );
}

function Overall({ data }: { data: ModelRecordData }) {
  const o = data.overall;
  const better = o.model.brier !== null && o.baseline.brier !== null && o.model.brier < o.baseline.brier;
  return (
    <Card title="总体战绩（回测）">
      <dl className={styles.tiles} data-testid="overall">
        <div>
          <dt>Brier 分数 · 模型</dt>
          <dd data-testid="overall-brier-model">{fmt4(o.model.brier)}</dd>
          <dd className={styles.sub}>基准 {fmt4(o.baseline.brier)}</dd>
        </div>
        <div>
          <dt>对数损失 · 模型</dt>
          <dd data-testid="overall-logloss-model">{fmt4(o.model.logLoss)}</dd>
          <dd className={styles.sub}>基准 {fmt4(o.baseline.logLoss)}</dd>
        </div>
        <div>
          <dt>回测场次</dt>
          <dd data-testid="overall-n">{o.n}</dd>
          <dd className={styles.sub}>真实赛果共 {data.realResults} 场</dd>
        </div>
      </dl>
      <p className={styles.note}>
        {better ? '模型的 Brier 分数低于基准，说明它比朴素预测更准。' : '模型没有跑赢基准。'}
        每项赛事先积累 {data.minPrior} 场真实赛果才开始预测；数据截至{' '}
        {data.through ? formatDate(data.through, 'YYYY-MM-DD') : '—'}。
      </p>
    </Card>
  );
}

const season = (code: string) => code.replace('-', '/');

function Groups({ data }: { data: ModelRecordData }) {
  return (
    <Card title="分联赛、分赛季">
      <div className={styles.scroll} tabIndex={0} role="region" aria-label="分联赛、分赛季战绩表">
        <table className={styles.table}>
          <caption className={styles.caption}>
            模型与基准：Brier 分数和对数损失（越低越好；<span className={styles.better}>绿色</span>
            表示模型优于基准）
          </caption>
          <thead>
            <tr>
              <th scope="col">赛事</th>
              <th scope="col">赛季</th>
              <th scope="col">场次</th>
              <th scope="col">Brier 模型</th>
              <th scope="col">Brier 基准</th>
              <th scope="col">对数损失 模型</th>
              <th scope="col">对数损失 基准</th>
            </tr>
          </thead>
          <tbody>
            {data.groups.map((g) => (
              <tr key={`${g.league}-${g.season}`}>
                <th scope="row">{g.league}</th>
                <td>{season(g.season)}</td>
                <td>{g.n}</td>
                <td data-better={(g.model.brier ?? 1) < (g.baseline.brier ?? 1) ? 'model' : undefined}>
                  {fmt4(g.model.brier)}
                </td>
                <td>{fmt4(g.baseline.brier)}</td>
                <td>{fmt4(g.model.logLoss)}</td>
                <td>{fmt4(g.baseline.logLoss)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

const LEAGUE_ORDER = ['英超', '西甲', '意甲', '德甲', '法甲', '欧冠'];
const leagueRank = (league: string): number => {
  const i = LEAGUE_ORDER.indexOf(league);
  return i < 0 ? LEAGUE_ORDER.length : i;
};

function Rolling({ data }: { data: ModelRecordData }) {
  // The newest season first, the big leagues in their usual order within it.
  const usable = data.rolling
    .filter((r) => r.points.length > 0)
    .sort((a, b) => b.season.localeCompare(a.season) || leagueRank(a.league) - leagueRank(b.league));
  // Opens on the newest series long enough to read (2026/27 has only its first weeks of real results).
  const [picked, setPicked] = useState(() =>
    Math.max(
      0,
      usable.findIndex((r) => r.points.length >= 10),
    ),
  );
  const series = usable[Math.min(picked, usable.length - 1)];
  if (!series) return null;
  return (
    <Card
      title="滚动 Brier 分数"
      actions={
        <label className={styles.pick}>
          <span>赛事</span>
          <select
            value={Math.min(picked, usable.length - 1)}
            onChange={(e) => setPicked(Number(e.target.value))}
          >
            {usable.map((r, i) => (
              <option key={`${r.league}-${r.season}`} value={i}>
                {r.league} {season(r.season)}
              </option>
            ))}
          </select>
        </label>
      }
    >
      <RollingChart series={series} />
    </Card>
  );
}
