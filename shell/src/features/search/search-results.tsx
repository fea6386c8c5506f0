import type { SearchOption, SearchOptionGroup } from './search-options';
import styles from './header-search.module.css';

export type SearchState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'empty'; q: string }
  | { kind: 'results'; groups: SearchOptionGroup[] };

export interface SearchResultsProps {
  listboxId: string;
  state: SearchState;
  activeId: string | null;
  onPick(option: SearchOption): void;
  onHover(option: SearchOption): void;
  onRetry(): void;
}

/** The panel under the search field: a grouped listbox, or what to do when there is nothing to list. */
export function SearchResults({ listboxId, state, activeId, onPick, onHover, onRetry }: SearchResultsProps) {
  if (state.kind === 'idle')
    return <p className={styles.note}>输入球队、球员、赛事名称，支持拼音和首字母，如 hm（皇马）</p>;
  if (state.kind === 'loading')
    return (
      <p className={styles.note} role="status">
        搜索中…
      </p>
    );
  if (state.kind === 'error')
    return (
      <div className={styles.note} role="alert">
        <p>{state.message}</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          重试
        </button>
      </div>
    );
  if (state.kind === 'empty')
    return (
      <p className={styles.note} role="status">
        没有找到与「{state.q}」相关的球队、球员、赛事或今日比赛。试试中文简称、英文名或拼音首字母。
      </p>
    );
  return (
    <ul id={listboxId} role="listbox" aria-label="搜索结果" className={styles.listbox}>
      {state.groups.map((group) => (
        <li key={group.kind} role="presentation">
          <ul role="group" aria-labelledby={`${listboxId}-${group.kind}`} className={styles.group}>
            <li role="presentation" id={`${listboxId}-${group.kind}`} className={styles.groupLabel}>
              {group.label}
              <span className={styles.count}>
                {group.total > group.options.length
                  ? `前 ${group.options.length} / ${group.total}`
                  : group.total}
              </span>
            </li>
            {group.options.map((option) => (
              <li
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={option.id === activeId}
                className={option.id === activeId ? `${styles.option} ${styles.active}` : styles.option}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => onHover(option)}
                onClick={() => onPick(option)}
              >
                <span className={styles.title}>{option.title}</span>
                <span className={styles.detail}>{option.detail}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
