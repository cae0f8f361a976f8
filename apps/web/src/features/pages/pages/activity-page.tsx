import { useSearchParams } from 'react-router';
import { ShopHomePage } from './shop-home-page.tsx';

/** A landing page, /store/activity/activity?pageCode=…, §2: the home's modules under another page code. */
export function ActivityPage() {
  const [params] = useSearchParams();
  const pageCode = params.get('pageCode') ?? '';
  return <ShopHomePage key={pageCode} pageCode={pageCode} isHome={false} />;
}
