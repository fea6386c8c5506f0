import { EmptyState, QueryView } from '@jincheng/shared';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Card } from '../../../components/card';
import { QueryTabs } from '../../../components/query-tabs';
import type { LeagueTrees } from '../../../api/queries';
import { leagueTreesQuery } from '../../../api/queries';
import { allLeagues, buildLeagueGroups, searchLeagues } from '../lib/league-groups';
import { LeagueLinks } from './league-links';
import styles from './league-directory.module.css';
import { emptyClasses, queryStates } from '../../../components/state-look';

function Directory({ trees }: { trees: LeagueTrees }) {
  const [params] = useSearchParams();
  // Typing stays local: a query change re-creates the screen, which would take the focus away.
  const [text, setText] = useState('');
  const groups = useMemo(() => buildLeagueGroups(trees.football, trees.basketball), [trees]);
  const everything = useMemo(() => allLeagues(trees.football, trees.basketball), [trees]);
  const group = groups.find((g) => g.key === params.get('group')) ?? groups[0];
  const found = searchLeagues(everything, text);

  return (
    <Card title="赛事分类">
      <input
        type="search"
        className={styles.search}
        placeholder="搜索赛事，如 英超、NBA、Premier League"
        aria-label="搜索赛事"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {text.trim() ? (
        <div className={styles.section}>
          <h3 className={styles.sectionTitle}>搜索结果（{found.length}）</h3>
          {found.length ? (
            <LeagueLinks leagues={found} label="搜索结果" />
          ) : (
            <EmptyState classes={emptyClasses}>没有找到「{text.trim()}」相关的赛事</EmptyState>
          )}
        </div>
      ) : group ? (
        <>
          <QueryTabs
            label="赛事分组"
            param="group"
            current={group.key}
            tabs={groups.map((g) => ({ value: g.key, label: g.name }))}
          />
          {group.sections.map((section) => (
            <div key={section.title} className={styles.section}>
              <h3 className={styles.sectionTitle}>{section.title}</h3>
              <LeagueLinks leagues={section.leagues} label={`${group.name} · ${section.title}`} />
            </div>
          ))}
        </>
      ) : null}
    </Card>
  );
}

/** /league without an id: every competition, grouped by region and country, with a name search. */
export function LeagueDirectory() {
  return (
    <QueryView query={leagueTreesQuery()} {...queryStates('赛事')}>
      {(data) => <Directory trees={data} />}
    </QueryView>
  );
}
