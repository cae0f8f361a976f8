import { Text, UiText } from '@emall/contract';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../../lib/config.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { GoodsRow } from '../../../ui/goods-row.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { useSearchHot } from '../api/get-search-hot.ts';
import { useSearchSuggest } from '../api/get-search-suggest.ts';
import { useSearchGoods, type SearchSort } from '../api/search-goods.ts';
import { useSearchHistory } from '../hooks/use-search-history.ts';
import styles from './search-page.module.css';
import { ListFoot } from '../../../ui/list-foot.tsx';

export const SUGGEST_DEBOUNCE_MS = 200;
export const SEARCH_EMPTY_TEXT = '没有找到相关商品';

/** /store/home/search (§2): hot words, history, suggestions as you type, results with sort tabs. */
export function SearchPage() {
  useDocumentTitle('搜索');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const submitted = params.get('keyword');
  const [text, setText] = useState(submitted ?? '');
  const [typing, setTyping] = useState(false);
  const { history, push, clear } = useSearchHistory();

  const search = (label: string): void => {
    const keyword = label.trim();
    if (!keyword) return;
    push(keyword);
    setText(keyword);
    setTyping(false);
    setParams({ keyword }, { replace: submitted !== null });
  };

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <SearchBar
          className={styles.bar}
          placeholder={UiText.searchGoods}
          value={text}
          autoFocus={submitted === null}
          showCancelButton={() => true}
          cancelText={Text.cancel}
          onChange={(value) => {
            setText(value);
            setTyping(true);
          }}
          onSearch={search}
          onClear={() => setTyping(false)}
          onCancel={() => void (window.history.length > 1 ? navigate(-1) : navigate(HOME_PATH))}
        />
      </header>
      {typing && text.trim() ? (
        <Suggestions text={text.trim()} onPick={search} />
      ) : submitted ? (
        <Results keyword={submitted} />
      ) : (
        <Discover history={history.map((h) => h.label)} onPick={search} onClear={clear} />
      )}
    </main>
  );
}

function Suggestions({ text, onPick }: { text: string; onPick: (label: string) => void }) {
  const param = useDebouncedValue(text, SUGGEST_DEBOUNCE_MS);
  const suggest = useSearchSuggest(param);
  return (
    <ul className={styles.suggestions} aria-label="搜索建议">
      {(suggest.data ?? []).map((label) => (
        <li key={label}>
          <button type="button" onClick={() => onPick(label)}>
            {label}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Discover({ history, onPick, onClear }: { history: string[]; onPick: (label: string) => void; onClear: () => void }) {
  const hot = useSearchHot();
  const confirmClear = async (): Promise<void> => {
    const { Dialog } = await import('../../../lib/antd-imperative.ts');
    if (await Dialog.confirm({ content: '确定清空搜索历史?', cancelText: Text.cancel, confirmText: Text.confirm })) onClear();
  };
  return (
    <>
      {history.length > 0 ? (
        <section className={styles.section} aria-label="搜索历史">
          <div className={styles.sectionHead}>
            <h2>搜索历史</h2>
            <button type="button" className={styles.clear} onClick={() => void confirmClear()}>
              清空
            </button>
          </div>
          <div className={styles.chips}>
            {history.map((label) => (
              <button key={label} type="button" className={styles.chip} onClick={() => onPick(label)}>
                {label}
              </button>
            ))}
          </div>
        </section>
      ) : null}
      {hot.data && hot.data.length > 0 ? (
        <section className={styles.section} aria-label="热门搜索">
          <div className={styles.sectionHead}>
            <h2>热门搜索</h2>
          </div>
          <div className={styles.chips}>
            {hot.data.map((word) => (
              <button
                key={word.label}
                type="button"
                className={`${styles.chip} ${word.highlight ? styles.hot : ''}`}
                data-highlight={word.highlight || undefined}
                onClick={() => onPick(word.label)}
              >
                {word.highlight ? <FlameIcon /> : null}
                {word.label}
              </button>
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}

const SORTS: { key: string; label: string; sort: SearchSort }[] = [
  { key: 'relevance', label: '综合', sort: 'relevance' },
  { key: 'price', label: UiText.price, sort: 'priceAsc' },
  { key: 'newest', label: '最新', sort: 'newest' },
];

function Results({ keyword }: { keyword: string }) {
  const [sort, setSort] = useState<SearchSort>('relevance');
  const results = useSearchGoods(keyword, sort);
  const goods = results.data?.pages.flatMap((p) => p.result) ?? [];
  const pick = (key: string): void => {
    if (key === 'price') setSort(sort === 'priceAsc' ? 'priceDesc' : 'priceAsc');
    else setSort(key as SearchSort);
  };
  return (
    <>
      <div className={styles.sorts} role="tablist" aria-label="排序">
        {SORTS.map((s) => {
          const active = s.key === 'price' ? sort === 'priceAsc' || sort === 'priceDesc' : sort === s.sort;
          const arrow = s.key === 'price' ? (sort === 'priceDesc' ? '↓' : sort === 'priceAsc' ? '↑' : '↕') : '';
          return (
            <button
              key={s.key}
              type="button"
              role="tab"
              aria-selected={active}
              className={`${styles.sort} ${active ? styles.sortActive : ''}`}
              onClick={() => pick(s.key)}
            >
              {s.label}
              {arrow}
            </button>
          );
        })}
      </div>
      {results.isPending ? (
        <PageLoading />
      ) : goods.length === 0 ? (
        <p className={styles.empty} role="status">
          {SEARCH_EMPTY_TEXT}
        </p>
      ) : (
        <section className={styles.results} aria-label="搜索结果">
          {goods.map((item) => (
            <GoodsRow key={item.id} goods={item} />
          ))}
          <ListFoot list={results} endText={UiText.noMore} />
        </section>
      )}
    </>
  );
}

/** Marks a highlighted hot word. Drawn, not an emoji: cheap phones may lack an emoji font. */
function FlameIcon() {
  return (
    <svg className={styles.flame} viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
      <path
        d="M8.6 1c.4 2.3-1 3.5-2.2 4.8C5.3 7 4.5 8.1 4.5 9.9A3.6 3.6 0 0 0 8 13.6a3.6 3.6 0 0 0 3.6-3.7c0-1.4-.6-2.5-1.3-3.3-.1 1-.6 1.8-1.3 2.2.3-2.5-.1-5.9-.4-7.8Z"
        fill="currentColor"
      />
    </svg>
  );
}
