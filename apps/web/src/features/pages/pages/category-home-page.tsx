import { HomeRoute } from '@emall/contract';
import { useLocation } from 'react-router';
import { ShopHomePage } from './shop-home-page.tsx';

/** The page code of each home route, §2: /store/home/{code}. */
const HOME_PAGE_CODES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(HomeRoute).map(([code, path]) => [path, code]),
);

/** The category homes (/store/home/intellect, light, attachment): the shop home's page under their own page code. */
export function CategoryHomePage() {
  const { pathname } = useLocation();
  const pageCode = HOME_PAGE_CODES[pathname] ?? '';
  return <ShopHomePage key={pageCode} pageCode={pageCode} />;
}
