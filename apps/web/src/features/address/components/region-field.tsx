import { UiText } from '@emall/contract';
import type { GeoPlace } from '@emall/contract';
import { lazy, Suspense, useState } from 'react';
import { showToast } from '../../../lib/toast.ts';
import { useIdlePrefetch } from '../../../lib/use-idle-prefetch.ts';
import { reverseGeocode } from '../../stores/api/reverse-geo.ts';
import { useGeoTree } from '../api/get-geo-tree.ts';
import { currentLngLat } from '../hooks/use-geolocation.ts';
import { regionNames } from '../utils/region-names.ts';
import styles from './region-field.module.css';

/**
 * The picker (antd-mobile's Cascader with its tabs, popup and spring physics) is fetched when the
 * page is idle or on the first tap, not before the form paints: the address form is the heaviest
 * first screen of the shop (scripts/initial-js.ts).
 */
const loadCascader = () => import('antd-mobile/es/components/cascader');
const Cascader = lazy(loadCascader);

const REGION_PLACEHOLDER = '请选择省 / 市 / 区';
const LOCATE_FAILED_TEXT = '定位失败,请手动选择所在地区';
const GEO_FIELD_NAMES = { label: 'name', value: 'code', children: 'children' };

interface RegionFieldProps {
  id?: string;
  /** Province, city and district codes (Form.Item passes them). */
  value?: string[];
  onChange?: (value: string[]) => void;
  /** A located place, for the form to fill the street too. */
  onPlace?: (place: GeoPlace) => void;
}

/** 所在地区: a tap opens the region picker over the real divisions (getAllGeosExclude); 定位 fills it from the device's position. */
export function RegionField({ id, value = [], onChange, onPlace }: RegionFieldProps) {
  const tree = useGeoTree();
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so that it can animate its closing.
  const [opened, setOpened] = useState(false);
  const [locating, setLocating] = useState(false);
  useIdlePrefetch(loadCascader);
  const names = tree.data ? regionNames(tree.data, value) : [];

  const locate = async (): Promise<void> => {
    setLocating(true);
    try {
      const lngLat = await currentLngLat();
      const place = lngLat ? await reverseGeocode(lngLat).catch(() => null) : null;
      if (!place) {
        showToast(LOCATE_FAILED_TEXT);
        return;
      }
      onChange?.([place.provinceCode, place.cityCode, place.districtCode]);
      onPlace?.(place);
    } finally {
      setLocating(false);
    }
  };

  return (
    <div className={styles.field}>
      <button id={id} type="button" className={styles.value} onClick={() => (setOpen(true), setOpened(true))} aria-haspopup="dialog">
        {names.length > 0 ? <span>{names.join(' ')}</span> : <span className={styles.placeholder}>{REGION_PLACEHOLDER}</span>}
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={styles.arrow}>
          <path d="M9 5l7 7-7 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <button type="button" className={styles.locate} onClick={() => void locate()} disabled={locating}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <circle cx="12" cy="12" r="7" stroke="currentColor" strokeWidth="1.8" fill="none" />
          <circle cx="12" cy="12" r="2.5" fill="currentColor" />
          <path d="M12 2v3M12 19v3M2 12h3M19 12h3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        {locating ? '定位中' : '定位'}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <Cascader
            title={UiText.region}
            options={tree.data ?? []}
            fieldNames={GEO_FIELD_NAMES}
            loading={tree.isPending}
            placeholder="请选择"
            visible={open}
            value={value}
            onClose={() => setOpen(false)}
            onConfirm={(picked) => onChange?.(picked.filter((code): code is string => typeof code === 'string'))}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
