import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SEARCH_LIMITS, visuallyHidden } from '@jincheng/shared';
import { searchQuery } from './api/search-query';
import { searchOptions, type SearchOption } from './search-options';
import { SearchResults, type SearchState } from './search-results';
import { useDebounced } from './use-debounced';
import styles from './header-search.module.css';

export interface SearchBoxProps {
  /** What was typed into the placeholder field before this code arrived. */
  initialText?: string;
  /** Take the focus on mount (the placeholder field had it). */
  focus?: boolean;
}

/**
 * The header search (combobox with a grouped listbox, ARIA 1.2 pattern): arrows move through the results,
 * Enter opens the chosen one (or the first), Esc closes the list and then clears the field. On phones the
 * field sits in a full-width panel opened by the 搜索 button.
 */
export function SearchBox({ initialText = '', focus = false }: SearchBoxProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(focus);
  const [panelOpen, setPanelOpen] = useState(focus);
  const [active, setActive] = useState(-1);
  const q = useDebounced(text.trim(), 150);
  const result = useQuery({ ...searchQuery(q), enabled: q !== '', placeholderData: keepPreviousData });
  const groups = useMemo(() => searchOptions(result.data), [result.data]);
  const options = useMemo(() => groups.flatMap((g) => g.options), [groups]);

  // A new result list starts with no option active (reset while rendering, not in an effect).
  const [activeIn, setActiveIn] = useState(options);
  if (activeIn !== options) {
    setActiveIn(options);
    setActive(-1);
  }
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    setOpen(false);
    setPanelOpen(false);
  }, [pathname]);
  useEffect(() => {
    if (panelOpen) input.current?.focus();
  }, [panelOpen]);
  useEffect(() => {
    if (focus) input.current?.focus();
  }, [focus]);

  const state: SearchState = !text.trim()
    ? { kind: 'idle' }
    : result.isError
      ? { kind: 'error', message: result.error.message || '搜索失败，请稍后再试' }
      : !result.data || (result.isPlaceholderData && options.length === 0)
        ? { kind: 'loading' }
        : options.length === 0
          ? { kind: 'empty', q: result.data.q }
          : { kind: 'results', groups };
  const activeOption = open && state.kind === 'results' ? options[active] : undefined;
  useEffect(() => {
    if (activeOption) document.getElementById(activeOption.id)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOption]);

  const close = (refocusToggle = false) => {
    setOpen(false);
    setActive(-1);
    if (refocusToggle && panelOpen) {
      setPanelOpen(false);
      toggle.current?.focus();
    }
  };
  const pick = (option: SearchOption) => {
    close();
    setPanelOpen(false);
    setText('');
    input.current?.blur();
    navigate(option.href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = state.kind === 'results' ? options.length : 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (n === 0) return;
      const down = event.key === 'ArrowDown';
      setActive((i) => (down ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (event.key === 'Enter') {
      const chosen = activeOption ?? (open && n > 0 ? options[0] : undefined);
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open) close(true);
      else if (text) setText('');
      else if (panelOpen) close(true);
    }
  };

  const count = state.kind === 'results' ? options.length : 0;
  return (
    <div
      className={styles.search}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setOpen(false);
          setPanelOpen(false);
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={panelOpen}
        aria-controls={`${id}-panel`}
        aria-label={panelOpen ? '收起搜索' : '搜索'}
        onClick={() => setPanelOpen((v) => !v)}
      >
        <span aria-hidden="true">⌕</span>
      </button>
      <div id={`${id}-panel`} className={panelOpen ? `${styles.panel} ${styles.panelOpen}` : styles.panel}>
        <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <input
            ref={input}
            type="search"
            role="combobox"
            className={styles.input}
            placeholder="搜索球队、球员、赛事"
            aria-label="搜索球队、球员、赛事和今日比赛"
            aria-expanded={open && state.kind === 'results'}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={activeOption?.id}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={SEARCH_LIMITS.maxQuery}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={onKeyDown}
          />
        </form>
        {open && (
          <div className={styles.popup} role="region" aria-label="搜索面板" tabIndex={0}>
            <SearchResults
              listboxId={listboxId}
              state={state}
              activeId={activeOption?.id ?? null}
              onPick={pick}
              onHover={(option) => setActive(options.indexOf(option))}
              onRetry={() => void result.refetch()}
            />
          </div>
        )}
        <span className={visuallyHidden} role="status">
          {count > 0 ? `找到 ${count} 个结果，用上下方向键选择，回车打开` : ''}
        </span>
      </div>
    </div>
  );
}
