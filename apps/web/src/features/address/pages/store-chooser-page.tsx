import { AddressRoute, type GeoCity, type Store, UiText } from '@emall/contract';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { StorePick, storePicks } from '../../../lib/checkout-choices.ts';
import { HOME_PATH } from '../../../lib/config.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { useCityStores, useNearbyStores } from '../../stores/api/get-stores.ts';
import { CityList } from '../components/city-list.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { StoreCard } from '../components/store-card.tsx';
import { useGeolocation } from '../hooks/use-geolocation.ts';
import { goBack } from '../utils/go-back.ts';
import { readStoreCity, writeStoreCity, type StoreCity } from '../utils/store-city.ts';
import styles from './store-chooser-page.module.css';

export const CHOOSER_TITLE = '选择门店';
export const NO_POSITION_TEXT = '无法获取您的位置,请选择城市';
export const NO_STORE_TEXT = '该城市暂无门店';
export const SWITCH_CITY_TEXT = '切换城市';

/**
 * /store/stores/chose (§2): stores nearest the shopper (reGeoAndList), or those of the city picked on
 * /address/city; without a position, the city list. A tap makes the store the order's (or, with
 * ?select=warranty, the warranty claim's) and goes back.
 */
export function StoreChooserPage() {
  useDocumentTitle(CHOOSER_TITLE);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const select = params.get('select');
  const pick = Object.values(StorePick).find((p) => p === select) ?? StorePick.order;
  const [city, setCity] = useState<StoreCity | null>(readStoreCity);
  const [chosenId] = useState(() => storePicks[pick].read()?.storeId ?? null);
  const geo = useGeolocation(city === null);
  const nearby = useNearbyStores(city === null && geo.status === 'located' ? geo.lngLat : null);
  const cityStores = useCityStores(city?.cityCode ?? null);

  const pickCity = (picked: GeoCity): void => {
    writeStoreCity(picked);
    setCity(picked);
  };
  const pickStore = (store: Store): void => {
    storePicks[pick].write(store);
    goBack(navigate, HOME_PATH);
  };

  const list = (stores: Store[], caption: string) =>
    stores.length === 0 ? (
      <StateBlock illustration="empty" title={NO_STORE_TEXT} actionText={SWITCH_CITY_TEXT} onAction={() => void navigate(AddressRoute.city)} />
    ) : (
      <section className={styles.stores} aria-label={caption}>
        <h2 className={styles.caption}>{caption}</h2>
        {stores.map((store) => (
          <StoreCard key={store.storeId} store={store} chosen={store.storeId === chosenId} onPick={pickStore} />
        ))}
      </section>
    );

  let cityLabel = '';
  let body;
  if (city) {
    cityLabel = city.cityName;
    if (cityStores.isPending) body = <PageLoading />;
    else if (cityStores.isError) body = <StateBlock title={cityStores.error.message} actionText={UiText.reload} onAction={() => void cityStores.refetch()} />;
    else body = list(cityStores.data, `${city.cityName}的门店`);
  } else if (geo.status === 'locating' || (geo.status === 'located' && nearby.isPending)) {
    cityLabel = '定位中…';
    body = <Locating />;
  } else if (geo.status === 'located' && nearby.data) {
    cityLabel = nearby.data.place.cityName;
    body = list(nearby.data.stores, '离您最近的门店');
  } else {
    cityLabel = '请选择城市';
    body = (
      <>
        <p className={styles.notice} role="status">
          {NO_POSITION_TEXT}
        </p>
        <CityList cityName="" onPick={pickCity} />
      </>
    );
  }

  return (
    <main className={styles.page}>
      <PageHeader title={CHOOSER_TITLE} />
      <div className={styles.cityBar}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={styles.pin}>
          <path d="M12 21s-6.5-6.1-6.5-11A6.5 6.5 0 0 1 18.5 10c0 4.9-6.5 11-6.5 11z" stroke="currentColor" strokeWidth="1.8" fill="none" />
          <circle cx="12" cy="10" r="2.4" fill="currentColor" />
        </svg>
        <span className={styles.city} data-testid="chooser-city">
          {cityLabel}
        </span>
        <button type="button" className={styles.switch} onClick={() => void navigate(AddressRoute.city)}>
          {SWITCH_CITY_TEXT}
        </button>
      </div>
      {body}
    </main>
  );
}

function Locating() {
  return (
    <div className={styles.locating}>
      <PageLoading />
      <p>正在获取您的位置…</p>
    </div>
  );
}
