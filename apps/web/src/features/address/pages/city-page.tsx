import { STORE_CHOOSER_ROUTE, type GeoCity } from '@emall/contract';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { CityList } from '../components/city-list.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { goBack } from '../utils/go-back.ts';
import { writeStoreCity } from '../utils/store-city.ts';
import styles from './city-page.module.css';

export const CITY_TITLE = '选择城市';
export const NEARBY_TEXT = '附近门店';
export const CITY_SEARCH_DEBOUNCE_MS = 250;

/** /address/city (§2): the cities that have stores, searchable by name; a tap takes the city back to the store chooser. */
export function CityPage() {
  useDocumentTitle(CITY_TITLE);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const cityName = useDebouncedValue(text.trim(), CITY_SEARCH_DEBOUNCE_MS);

  const choose = (city: GeoCity | null): void => {
    writeStoreCity(city);
    goBack(navigate, STORE_CHOOSER_ROUTE);
  };

  return (
    <main className={styles.page}>
      <PageHeader title={CITY_TITLE} />
      <div className={styles.search}>
        <SearchBar placeholder="输入城市名搜索" value={text} onChange={setText} aria-label="搜索城市" />
      </div>
      <button type="button" className={styles.nearby} onClick={() => choose(null)}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M12 21s-6.5-6.1-6.5-11A6.5 6.5 0 0 1 18.5 10c0 4.9-6.5 11-6.5 11z" stroke="currentColor" strokeWidth="1.8" fill="none" />
          <circle cx="12" cy="10" r="2.4" fill="currentColor" />
        </svg>
        <span>{NEARBY_TEXT}</span>
        <span className={styles.hint}>按当前位置查找</span>
      </button>
      <h2 className={styles.caption}>有门店的城市</h2>
      <CityList cityName={cityName} onPick={choose} />
    </main>
  );
}
