import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { apiClient, SPORT_API, STALE_TIME, type LeagueTreeData } from '@jincheng/shared';
import type { HotTag } from '../../config/hot-tags';
import styles from './footer.module.css';

/** The hot leagues' ids by sport and short name (`football:欧冠`): what the competition tags lead into. */
const hotLeagueIdsQuery = queryOptions({
  queryKey: ['shell', 'hot-tag-leagues'] as const,
  queryFn: async ({ signal }) => {
    const trees = await Promise.all(
      (['football', 'basketball'] as const).map((sport) =>
        apiClient().get<LeagueTreeData>(SPORT_API.leagues, { sport }, { signal }),
      ),
    );
    return new Map(
      trees.flatMap((tree) => tree.hot.map((l) => [`${tree.sport}:${l.shortName}`, l.id] as const)),
    );
  },
  staleTime: STALE_TIME.reference,
});

const destination = (tag: HotTag, ids: Map<string, number> | undefined) => {
  const id = tag.league && ids?.get(`${tag.league.sport}:${tag.league.shortName}`);
  return tag.league && id !== undefined ? tag.league.to(id) : tag.to;
};

/**
 * The footer's 热门标签 (issue 47, defect 7): each a link to a screen with matching content. The competition
 * tags (欧冠淘汰赛, 篮球数据模型) learn their league's id when the footer comes near the screen (one cached read
 * of the hot leagues, not on every page's first load); a tap before that waits for it, and without it the
 * tag's general destination holds.
 */
export function HotTags({ tags }: { tags: readonly HotTag[] }) {
  const list = useRef<HTMLUListElement>(null);
  const [near, setNear] = useState(false);
  const client = useQueryClient();
  const navigate = useNavigate();
  const ids = useQuery({ ...hotLeagueIdsQuery, enabled: near }).data;
  useEffect(() => {
    const node = list.current;
    if (!node || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const follow = (tag: HotTag) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!tag.league || ids || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    client.fetchQuery(hotLeagueIdsQuery).then(
      (found) => navigate(destination(tag, found)),
      () => navigate(tag.to),
    );
  };

  return (
    <ul ref={list} className={styles.tags}>
      {tags.map((tag) => (
        <li key={tag.label}>
          <Link className={styles.tag} to={destination(tag, ids)} onClick={follow(tag)}>
            {tag.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
