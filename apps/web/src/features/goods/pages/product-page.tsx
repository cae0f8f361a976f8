import { CART_ROUTE, CrowdfundStatus, ErrorCode, Text, VirtualChildType, shopErrorInfo, reviewListUrl, type GoodsSku, UiText } from '@emall/contract';
import { cartBadgeText, cartMaxNum, crowdfundDisplayStatus, decideFooter, isCartableNow, isOutOfStock, isValidId, truncateTitle } from '@emall/domain';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useCartEffectNum } from '../../../lib/api/get-cart-effect-num.ts';
import { useLoginInfo } from '../../../lib/api/get-login-info.ts';
import { HOME_PATH } from '../../../lib/config.ts';
import { ApiError } from '../../../lib/http.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { platform } from '../../../platform/platform.ts';
import { BackButton } from '../../../ui/back-button.tsx';
import { ProductSkeleton } from '../../../ui/skeletons.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { useProductDetail, type ProductDetail } from '../api/get-goods-detail.ts';
import { AdsBanner, KindExtra, KindNotes } from '../components/product-kind-info.tsx';
import { ProductActions } from '../components/product-actions.tsx';
import { CrowdfundPanel } from '../components/crowdfund-panel.tsx';
import { UpgradeDialog } from '../components/upgrade-dialog.tsx';
import { useAddToCart } from '../hooks/use-add-to-cart.ts';
import { useReservationToggle } from '../hooks/use-reservation-toggle.ts';
import { productKindOfPath, productKinds, type ProductKind } from '../utils/product-kinds.ts';
import { codeOf } from '../../../lib/narrow.ts';
import { useNow } from '../../../lib/use-now.ts';
import { ProductDescription } from '../components/product-description.tsx';
import { ProductFooter } from '../components/product-footer.tsx';
import { ProductGallery } from '../components/product-gallery.tsx';
import { ProductPriceBlock } from '../components/product-price-block.tsx';
import { ProductReviews } from '../components/product-reviews.tsx';
import { ProductSpecs } from '../components/product-specs.tsx';
import { GoodsTags } from '../../../ui/goods-tags.tsx';
import { LazySkuPopup as SkuPopup } from '../../../ui/lazy-sku-popup.tsx';
import { crowdfundPhase, footerInput } from '../utils/footer-input.ts';
import styles from './product-page.module.css';

/** §2 intellect agreement page: the /protocol page with the intellect agreement. */
export const INTELLECT_PROTOCOL_PATH = '/virtual/intellect/protocol';

/**
 * Every product page of §2 (full screen), one component: the route picks the kind, the kind
 * its spec call (utils/product-kinds.ts) and its submit page.
 */
export function ProductPage() {
  const { pathname } = useLocation();
  const kind = productKindOfPath(pathname);
  const [params] = useSearchParams();
  const productId = params.get('productId') ?? '';
  const activityCode = params.get('activityCode');
  // Anything but an id cannot be a product, so no call.
  if (!isValidId(productId)) return <ProductMissing />;
  return <ProductLoader key={`${kind}-${productId}`} kind={kind} productId={productId} activityCode={activityCode} />;
}

function ProductLoader({ kind, productId, activityCode }: { kind: ProductKind; productId: string; activityCode: string | null }) {
  const query = useProductDetail(kind, productId, activityCode);
  const navigate = useNavigate();
  useDocumentTitle(query.data ? truncateTitle(query.data.saleName || query.data.name) : null);

  if (query.data) return <ProductView kind={kind} detail={query.data} />;
  if (query.isPending) {
    return (
      <main className={styles.page}>
        <BackButton variant="floating" className={styles.back} />
        <ProductSkeleton />
      </main>
    );
  }
  const error = query.error;
  const code = error instanceof ApiError ? error.code : ErrorCode.REQUEST_FAILED;
  // Permanent answers: reloading cannot help, so they offer the way home instead.
  if (code === ErrorCode.GOODS_NOT_FOUND || code === ErrorCode.GOODS_KIND_MISMATCH) return <ProductMissing code={code} />;
  return (
    <main className={styles.page}>
      <BackButton className={styles.back} />
      {code === ErrorCode.GOODS_SKU_EMPTY ? (
        <StateBlock
          illustration="empty"
          title={shopErrorInfo[ErrorCode.GOODS_SKU_EMPTY].message}
          description="该商品暂无可售规格,去看看其他商品吧"
          actionText={UiText.backToHome}
          onAction={() => void navigate(HOME_PATH)}
          fullPage
        />
      ) : (
        <StateBlock title={error?.message || shopErrorInfo[ErrorCode.REQUEST_FAILED].message} actionText={UiText.reload} onAction={() => void query.refetch()} fullPage />
      )}
    </main>
  );
}

function ProductMissing({ code = ErrorCode.GOODS_NOT_FOUND }: { code?: typeof ErrorCode.GOODS_NOT_FOUND | typeof ErrorCode.GOODS_KIND_MISMATCH }) {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <BackButton className={styles.back} />
      <StateBlock
        title={shopErrorInfo[code].message}
        actionText={UiText.backToHome}
        onAction={() => void navigate(HOME_PATH)}
        fullPage
      />
    </main>
  );
}

const EMPTY_CROWDFUND = {
  status: 0,
  crowdfundNo: '',
  crowTarget: 0,
  targetType: 0,
  targetValue: 0,
  supportPersonCount: 0,
  crowdfundEdCount: 0,
  crowdfundStartMillisecond: 0,
  crowdfundEndMillisecond: 0,
  remainTime: 0,
  schedule: 0,
  appointmentStatus: 2,
  realityJoinPeople: 0,
  realityJoinPeopleTimes: 0,
  totalJoinPeople: 0,
  progress: 0,
  currentAmount: 0,
  currentQuantity: 0,
};

function defaultSku(skus: GoodsSku[]): GoodsSku | undefined {
  return skus.find((s) => !isOutOfStock(s.stock)) ?? skus[0];
}

const RESERVE_TEXT = '预约提醒';
const RESERVED_TEXT = '已预约';

function ProductView({ kind, detail }: { kind: ProductKind; detail: ProductDetail }) {
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useIsLoggedIn();
  const loginInfo = useLoginInfo();
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const sku = detail.skus.find((s) => s.productSpecsId === pickedId) ?? defaultSku(detail.skus);
  const crowdfund = detail.crowdfundFlag ? detail.crowdfundInfo : null;
  // The clock ticks only for crowdfunds: preheat flips to running when its countdown ends (§4).
  const now = useNow(crowdfund !== null);
  const crowdfundStatus = crowdfund
    ? crowdfundDisplayStatus(
        codeOf(CrowdfundStatus, crowdfund.status, CrowdfundStatus.Draft),
        crowdfund.crowdfundStartMillisecond,
        crowdfund.crowdfundEndMillisecond,
        now,
      )
    : null;
  const phase = crowdfundPhase(detail, now);
  const reservation = useReservationToggle(detail.id, detail.crowdfundInfo ?? EMPTY_CROWDFUND, phase === 'preheat');

  const pictures = useMemo(() => {
    const own = detail.pictures.length > 0 ? detail.pictures : [detail.pictureUrl].filter(Boolean);
    const picked = pickedId !== null ? sku?.pictureUrl : undefined;
    return picked ? [picked, ...own.filter((p) => p !== picked)] : own;
  }, [detail.pictures, detail.pictureUrl, pickedId, sku?.pictureUrl]);

  // Logged in: the buttons wait for the role flags (a failed fetch decides without them).
  const decision =
    loggedIn && loginInfo.isPending ? null : decideFooter(footerInput({ detail, sku, loggedIn, loginInfo: loginInfo.data, nowMs: now }));

  const cart = useAddToCart(detail.id);
  const cartCount = useCartEffectNum();
  const cartable = isCartableNow({ bizType: detail.bizType, annexType: detail.kindInfo?.annexType ?? null }, phase);

  /** Both footer buttons: a guest logs in, a missing role leads to the upgrade, else the action. */
  const act = (then: () => void): void => {
    if (!decision || decision.disabled) return;
    switch (decision.action) {
      case 'login':
        platform.login({ redirect: `${location.pathname}${location.search}` });
        return;
      case 'upgrade':
        setUpgradeOpen(true);
        return;
      case 'buy':
        then();
        return;
      case 'none':
        return;
    }
  };

  const buy = (): void =>
    act(() => {
      void navigate(
        `${productKinds[kind].submitRoute}?${new URLSearchParams({
          productId: detail.id,
          productSpecsId: sku?.productSpecsId ?? '',
          num: '1',
        }).toString()}`,
      );
    });

  const openCart = (): void => {
    if (loggedIn) void navigate(CART_ROUTE);
    else platform.login({ redirect: CART_ROUTE });
  };

  const title = detail.saleName || detail.name;
  const ads = kind === 'intellectAds' ? { title: detail.adsTitle || title, pictures: detail.adsPictures ?? [] } : null;
  return (
    <main className={styles.page}>
      <BackButton variant="floating" className={styles.back} />
      {ads ? <AdsBanner title={ads.title} pictures={ads.pictures} /> : null}
      <ProductGallery pictures={pictures} alt={title} />
      <div className={styles.sheet}>
        <div className={styles.card}>
          <ProductPriceBlock detail={detail} sku={sku} eValueBalance={loginInfo.data?.pointsBalance} />
          <div className={styles.titleRow}>
            <h1 className={styles.title}>{title}</h1>
            <ProductActions productId={detail.id} initialLove={detail.love} />
          </div>
          <GoodsTags tags={detail.tags} max={6} />
          {crowdfund && crowdfundStatus ? <CrowdfundPanel info={crowdfund} status={crowdfundStatus} now={now} /> : null}
          <KindNotes detail={detail} />
          <KindExtra detail={detail} intellectProtocolPath={INTELLECT_PROTOCOL_PATH} />
        </div>
        {detail.skus.length > 0 ? (
          <div className={styles.card}>
            <ProductSpecs skus={detail.skus} selectedId={sku?.productSpecsId} onSelect={(s) => setPickedId(s.productSpecsId)} />
          </div>
        ) : null}
      </div>
      {/* Intellect goods (and their ads page) review on the intellect pages, the rest on /social (§2). */}
      <ProductReviews
        productId={detail.id}
        listUrl={reviewListUrl({ bizType: detail.bizType, virtualType: kind === 'intellect' || kind === 'intellectAds' ? VirtualChildType.intellect : null }, detail.id)}
      />
      <ProductDescription description={detail.description} html={detail.detailHtml} pictures={detail.detailPictures} />
      <ProductFooter
        decision={decision}
        onHome={() => void navigate(HOME_PATH)}
        onBuyNow={buy}
        onAddToCart={cartable ? () => act(cart.show) : undefined}
        cart={cartable ? { badge: loggedIn ? cartBadgeText(cartCount.data ?? 0) : '', onOpen: openCart } : undefined}
        buyLabel={phase === 'running' ? Text.crowdfundSupportNow : phase === 'ended' ? Text.crowdfundEnded : undefined}
        primary={
          phase === 'preheat'
            ? { label: reservation.reserved ? RESERVED_TEXT : RESERVE_TEXT, pressed: reservation.reserved, onClick: () => void reservation.toggle() }
            : undefined
        }
      />
      <UpgradeDialog visible={upgradeOpen} onClose={() => setUpgradeOpen(false)} />
      {cartable ? (
        <SkuPopup
          visible={cart.open}
          title={title}
          pictureUrl={detail.pictureUrl}
          skus={detail.skus}
          deductType={detail.deductType}
          deductAmount={detail.deductAmount}
          selectedId={sku?.productSpecsId}
          maxNum={(s) => cartMaxNum({ stock: s.stock, limit: detail })}
          confirmText={UiText.addToCart}
          loading={cart.busy}
          onSelect={(s) => setPickedId(s.productSpecsId)}
          onConfirm={(s, num) => void cart.add(s.productSpecsId, num)}
          onClose={cart.close}
        />
      ) : null}
    </main>
  );
}

