import { UiText } from '@emall/contract';
import type { GoodsCard } from '@emall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { HOME_PATH } from '../../../lib/config.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { platform } from '../../../platform/platform.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { GoodsRow } from '../../../ui/goods-row.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { SwipeRow } from '../../../ui/swipe-row.tsx';
import { useLoveList, useLoveRecommend } from '../api/get-love-list.ts';
import { setGoodsLove } from '../api/love-goods.ts';
import styles from './favor-list-page.module.css';
import { ListFoot } from '../../../ui/list-foot.tsx';

export const FAVOR_EMPTY_TEXT = '还没有收藏的商品';

/** /store/favor/list (§2): the user's loved goods, 10 a page, and 为你推荐. Guests go to the platform's login. */
export function FavorListPage() {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  useDocumentTitle(UiText.myFavourites);
  useEffect(() => {
    if (!loggedIn) platform.login({ redirect: `${location.pathname}${location.search}`, replace: true });
  }, [loggedIn, location.pathname, location.search]);
  if (!loggedIn) return <PageLoading />;
  return <FavorList />;
}

function FavorList() {
  const list = useLoveList(true);
  const queryClient = useQueryClient();
  const goods = list.data?.pages.flatMap((p) => p.result) ?? [];

  const unlove = async (item: GoodsCard): Promise<void> => {
    try {
      await setGoodsLove(item.id, false);
    } catch {
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ['love-list'] });
    void queryClient.invalidateQueries({ queryKey: ['love-recommend'] });
  };

  return (
    <main className={styles.page}>
      <PageHeader title={UiText.myFavourites} />
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <StateBlock title={list.error.message} actionText={UiText.reload} onAction={() => void list.refetch()} />
      ) : goods.length === 0 ? (
        <section className={styles.empty} role="status">
          <p>{FAVOR_EMPTY_TEXT}</p>
          <Link to={HOME_PATH} className={styles.home}>{UiText.browse}</Link>
        </section>
      ) : (
        <section aria-label="收藏的商品" className={styles.list}>
          {goods.map((item) => (
            <SwipeRow key={item.id} actionText={UiText.unfavour} onAction={() => void unlove(item)}>
              <GoodsRow
                goods={item}
                action={
                  <button type="button" className={styles.unlove} onClick={() => void unlove(item)} aria-label={`${UiText.unfavour} ${item.saleName || item.name}`}>
                    {UiText.unfavour}
                  </button>
                }
              />
            </SwipeRow>
          ))}
          <ListFoot list={list} endText={UiText.noMore} />
        </section>
      )}
      <Recommend />
    </main>
  );
}

function Recommend() {
  const recommend = useLoveRecommend();
  const goods = recommend.data ?? [];
  if (goods.length === 0) return null;
  return (
    <section aria-label="为你推荐" className={styles.recommend}>
      <h2 className={styles.recommendTitle}>为你推荐</h2>
      <div className={styles.list}>
        {goods.map((item) => (
          <GoodsRow key={item.id} goods={item} />
        ))}
      </div>
    </section>
  );
}
