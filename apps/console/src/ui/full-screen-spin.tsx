import { UiText } from '@emall/contract';
import { Spin } from 'antd';

/** The whole window waiting: the operator's session or a page chunk loading. */
export function FullScreenSpin() {
  return (
    <div style={{ height: '100vh', display: 'grid', placeItems: 'center' }} role="status" aria-label={UiText.loading}>
      <Spin size="large" />
    </div>
  );
}
