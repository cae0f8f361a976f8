import type { PickerProps } from 'antd-mobile/es/components/picker';
import { lazySheet } from './lazy-sheet.tsx';

/** antd-mobile's Picker (a sheet, with the Popup's spring physics), its code fetched on idle or first tap. */
export const LazyPicker = lazySheet<PickerProps>(async () => (await import('antd-mobile/es/components/picker')).default);
