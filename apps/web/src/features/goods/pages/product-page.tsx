import { ErrorCode, InstallType, errorInfo, type GoodsDetail, type GoodsSku } from '@emall/contract';
import { decideFooter, truncateTitle } from '@emall/domain';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLoginInfo } from '../../../lib/api/get-login-info.ts';
import { HOME_PATH } from '../../../lib/config.ts';
import { ApiError } from '../../../lib/http.ts';
import { showToast } from '../../../lib/toast.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { platform } from '../../../platform/platform.ts';
import { BackButton } from '../../../ui/back-button.tsx';
import { ProductSkeleton } from '../../../ui/skeletons.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { useGoodsDetail } from '../api/get-goods-detail.ts';
import { ProductDescription } from '../components/product-description.tsx';
import { ProductFooter } from '../components/product-footer.tsx';
import { ProductGallery } from '../components/product-gallery.tsx';
import { ProductPriceBlock } from '../components/product-price-block.tsx';
import { ProductSpecs } from '../components/product-specs.tsx';
import { GoodsTags } from '../../../ui/goods-tags.tsx';
import { footerInput } from '../utils/footer-input.ts';
import styles from './product-page.module.css';

/** The boutique product page, §2 (full screen): `/store/boutique/product?productId=…`. */
export function ProductPage() {
  const [params] = useSearchParams();
  const productId = params.get('productId') ?? '';
  const activityCode = params.get('activityCode');
  // The server's id format (contract IdParam): anything else cannot be a product, so no call.
  if (!/^[1-9]\d{0,14}$/.test(productId)) return <ProductMissing />;
  return <ProductLoader key={productId} productId={productId} activityCode={activityCode} />;
}

function ProductLoader({ productId, activityCode }: { productId: string; activityCode: string | null }) {
  const query = useGoodsDetail(productId, activityCode);
  const navigate = useNavigate();
  useDocumentTitle(query.data ? truncateTitle(query.data.saleName || query.data.name) : null);

  if (query.data) return <ProductView detail={query.data} />;
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
  if (code === ErrorCode.GOODS_NOT_FOUND) return <ProductMissing />;
  return (
    <main className={styles.page}>
      <BackButton className={styles.back} />
      {code === ErrorCode.GOODS_SKU_EMPTY ? (
        <StateBlock
          illustration="empty"
          title={errorInfo[ErrorCode.GOODS_SKU_EMPTY].message}
          description="该商品暂无可售规格,去看看其他商品吧"
          actionText="返回首页"
          onAction={() => void navigate(HOME_PATH)}
          fullPage
        />
      ) : (
        <StateBlock title={error?.message || errorInfo[ErrorCode.REQUEST_FAILED].message} actionText="重新加载" onAction={() => void query.refetch()} fullPage />
      )}
    </main>
  );
}

function ProductMissing() {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <BackButton className={styles.back} />
      <StateBlock
        title={errorInfo[ErrorCode.GOODS_NOT_FOUND].message}
        actionText="返回首页"
        onAction={() => void navigate(HOME_PATH)}
        fullPage
      />
    </main>
  );
}

function defaultSku(skus: GoodsSku[]): GoodsSku | undefined {
  return skus.find((s) => s.stock > 0) ?? skus[0];
}

function ProductView({ detail }: { detail: GoodsDetail }) {
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useIsLoggedIn();
  const loginInfo = useLoginInfo();
  const [pickedId, setPickedId] = useState<string | null>(null);
  const sku = detail.skus.find((s) => s.productSpecsId === pickedId) ?? defaultSku(detail.skus);

  const pictures = useMemo(() => {
    const own = detail.pictures.length > 0 ? detail.pictures : [detail.pictureUrl].filter(Boolean);
    const picked = pickedId !== null ? sku?.pictureUrl : undefined;
    return picked ? [picked, ...own.filter((p) => p !== picked)] : own;
  }, [detail.pictures, detail.pictureUrl, pickedId, sku?.pictureUrl]);

  // Logged in: the buttons wait for the role flags (a failed fetch decides without them).
  const decision =
    loggedIn && loginInfo.isPending
      ? null
      : decideFooter(footerInput({ detail, sku, loggedIn, loginInfo: loginInfo.data, nowMs: Date.now() }));

  const buy = (): void => {
    if (!decision || decision.disabled) return;
    switch (decision.action) {
      case 'login':
        platform.login({ redirect: `${location.pathname}${location.search}` });
        return;
      case 'upgrade':
        showToast(decision.message);
        return;
      case 'buy':
        void navigate(
          `/store/boutique/submit?${new URLSearchParams({
            productId: detail.id,
            productSpecsId: sku?.productSpecsId ?? '',
            num: '1',
          }).toString()}`,
        );
        return;
      case 'none':
        return;
    }
  };

  const title = detail.saleName || detail.name;
  return (
    <main className={styles.page}>
      <BackButton variant="floating" className={styles.back} />
      <ProductGallery pictures={pictures} alt={title} />
      <div className={styles.sheet}>
        <div className={styles.card}>
          <ProductPriceBlock detail={detail} sku={sku} eValueBalance={loginInfo.data?.pointsBalance} />
          <h1 className={styles.title}>{title}</h1>
          <GoodsTags tags={detail.tags} max={6} />
          <ServiceNotes detail={detail} />
        </div>
        {detail.skus.length > 0 ? (
          <div className={styles.card}>
            <ProductSpecs skus={detail.skus} selectedId={sku?.productSpecsId} onSelect={(s) => setPickedId(s.productSpecsId)} />
          </div>
        ) : null}
      </div>
      <ProductDescription description={detail.description} pictures={detail.detailPictures} />
      <ProductFooter
        decision={decision}
        onHome={() => void navigate(HOME_PATH)}
        onBuyNow={buy}
      />
    </main>
  );
}

function ServiceNotes({ detail }: { detail: GoodsDetail }) {
  const notes: string[] = [];
  if (detail.installType === InstallType.install) notes.push(detail.costFree ? '含安装服务,免安装费' : '需安装,安装服务另行预约');
  else if (detail.costFree) notes.push('免运费');
  if (notes.length === 0) return null;
  return (
    <ul className={styles.notes}>
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
