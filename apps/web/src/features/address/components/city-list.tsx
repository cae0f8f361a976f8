import { UiText } from '@emall/contract';
import type { GeoCity } from '@emall/contract';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { useCityList } from '../../stores/api/get-city-list.ts';
import styles from './city-list.module.css';

const NO_CITY_TEXT = '没有找到有门店的城市';

/** The cities that have stores (matching `cityName`), each with its store count. */
export function CityList({ cityName, onPick }: { cityName: string; onPick: (city: GeoCity) => void }) {
  const cities = useCityList(cityName);
  if (cities.isPending) return <PageLoading />;
  if (cities.isError) return <StateBlock title={cities.error.message} actionText={UiText.reload} onAction={() => void cities.refetch()} />;
  if (cities.data.length === 0) return <StateBlock illustration="empty" title={NO_CITY_TEXT} />;
  return (
    <ul className={styles.list} aria-label="城市">
      {cities.data.map((city) => (
        <li key={city.cityCode}>
          <button type="button" className={styles.city} onClick={() => onPick(city)}>
            <span className={styles.name}>{city.cityName}</span>
            {city.provinceName !== city.cityName ? <span className={styles.province}>{city.provinceName}</span> : null}
            <span className={styles.count}>{city.storeCount}家门店</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
