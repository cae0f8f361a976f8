import { ErrorCode, REVIEW_CONTENT_MAX, REVIEW_PICTURES_MAX, REVIEW_RATING_MAX, UPLOAD_MAX_BYTES, shopErrorInfo, orderDetailUrl, reviewEntryUrl, type ReviewProduct, UiText } from '@emall/contract';
import { imageUrl, isReviewTextValid, reviewTextLength } from '@emall/domain';
import Button from 'antd-mobile/es/components/button';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import Switch from 'antd-mobile/es/components/switch';
import TextArea from 'antd-mobile/es/components/text-area';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../../lib/config.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { RatePicker } from '../../../ui/rate-picker.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { usePointShow } from '../api/get-point-show.ts';
import { useReviewProducts } from '../api/get-review-products.ts';
import { usePostReview } from '../api/post-review.ts';
import { uploadReviewPicture } from '../../files/api/upload-review-picture.ts';
import { ReviewProductRow } from '../components/review-product-row.tsx';
import { useLoginGate } from '../hooks/use-login-gate.ts';
import { RATING_WORDS, successUrl } from '../utils/review-urls.ts';
import styles from './review-publish-page.module.css';
import fixed from '../../../ui/fixed-bar.module.css';
import { PhotoUploader } from '../../../ui/photo-uploader.tsx';

export const PUBLISH_TITLE = '发表评价';
export const CONTENT_PLACEHOLDER = '分享你的使用感受,帮助更多车友做选择~';
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif';
const THUMB = 80;

/**
 * §2 /virtual/intellect/comment/publish and /social/comment (query orderNo, orderLineId): the review
 * of one line of the user's order. Without a line and with several waiting, the entry lists them.
 */
export function ReviewPublishPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const orderLineId = params.get('orderLineId') ?? '';
  useDocumentTitle(PUBLISH_TITLE);
  const loggedIn = useLoginGate();
  if (!loggedIn) return <PageLoading />;
  return (
    <main className={styles.page}>
      <PageHeader title={PUBLISH_TITLE} />
      {orderNo ? <PublishLoader orderNo={orderNo} orderLineId={orderLineId} /> : <NotReviewable title={shopErrorInfo[ErrorCode.ORDER_NOT_FOUND].message} />}
    </main>
  );
}

function PublishLoader({ orderNo, orderLineId }: { orderNo: string; orderLineId: string }) {
  const products = useReviewProducts(orderNo);
  if (products.isPending) return <PageLoading />;
  if (products.isError) {
    return <StateBlock title={products.error.message} actionText={UiText.reload} onAction={() => void products.refetch()} fullPage />;
  }
  const order = products.data;
  if (!order.reviewable) return <NotReviewable title={shopErrorInfo[ErrorCode.REVIEW_NOT_ALLOWED].message} orderId={order.orderId} />;
  const waiting = order.products;
  const product = waiting.find((p) => p.orderLineId === orderLineId) ?? (orderLineId === '' && waiting.length === 1 ? waiting[0] : undefined);
  if (!product) {
    if (orderLineId === '' && waiting.length > 1) return <Navigate to={reviewEntryUrl(orderNo)} replace />;
    return <NotReviewable title={shopErrorInfo[ErrorCode.REVIEW_EXISTS].message} orderNo={orderNo} orderId={order.orderId} />;
  }
  return <PublishForm product={product} />;
}

function NotReviewable({ title, orderNo, orderId }: { title: string; orderNo?: string; orderId?: string }) {
  const navigate = useNavigate();
  const back = orderNo ? reviewEntryUrl(orderNo) : orderId ? orderDetailUrl(orderId) : HOME_PATH;
  return <StateBlock illustration="empty" title={title} actionText={orderNo ? '查看订单商品' : orderId ? UiText.backToOrder : UiText.backToHome} onAction={() => void navigate(back, { replace: true })} fullPage />;
}

function PublishForm({ product }: { product: ReviewProduct }) {
  const navigate = useNavigate();
  const post = usePostReview();
  const pointShow = usePointShow();
  const [rating, setRating] = useState<number>(REVIEW_RATING_MAX);
  const [content, setContent] = useState('');
  const [pictures, setPictures] = useState<ImageUploadItem[]>([]);
  const [anonymous, setAnonymous] = useState(false);
  const [uploading, setUploading] = useState(0);
  const length = reviewTextLength(content);
  const canSubmit = rating >= 1 && isReviewTextValid(content) && uploading === 0 && !post.isPending;

  const upload = async (file: File): Promise<ImageUploadItem> => {
    setUploading((n) => n + 1);
    try {
      const stored = await uploadReviewPicture(file);
      return { url: stored.url, thumbnailUrl: imageUrl(stored.url, THUMB, window.devicePixelRatio || 1) };
    } finally {
      setUploading((n) => n - 1);
    }
  };

  const checkFile = (file: File): File | null => {
    if (file.size > UPLOAD_MAX_BYTES) {
      showToast(shopErrorInfo[ErrorCode.PAYLOAD_TOO_LARGE].message);
      return null;
    }
    return file;
  };

  const submit = (): void => {
    if (!canSubmit) return;
    post.mutate(
      { orderNo: product.orderNo, orderLineId: product.orderLineId, rating, content, pictures: pictures.map((p) => p.url), anonymous },
      { onSuccess: (result) => void navigate(successUrl(product, result), { replace: true }) },
    );
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <section className={styles.card} aria-label="评价的商品">
        <ReviewProductRow name={product.name} specsName={product.specsName} pictureUrl={product.pictureUrl} />
        <div className={styles.rating}>
          <span className={styles.label} id="rating-label">
            商品评分
          </span>
          <RatePicker value={rating} onChange={setRating} allowClear={false} aria-labelledby="rating-label" className={styles.rate} />
          <span className={styles.word} aria-live="polite">
            {RATING_WORDS[rating - 1] ?? ''}
          </span>
        </div>
      </section>

      <section className={styles.card} aria-label="写评价">
        <label htmlFor="review-content" className="visually-hidden">
          评价内容
        </label>
        <TextArea
          id="review-content"
          className={styles.text}
          value={content}
          onChange={setContent}
          placeholder={CONTENT_PLACEHOLDER}
          rows={6}
          autoSize={{ minRows: 6, maxRows: 12 }}
        />
        <p className={`${styles.counter} ${length > REVIEW_CONTENT_MAX ? styles.over : ''}`} aria-live="polite">
          {length}/{REVIEW_CONTENT_MAX}
        </p>
        <PhotoUploader
          value={pictures}
          onChange={setPictures}
          upload={upload}
          beforeUpload={checkFile}
          accept={ACCEPTED}
          multiple
          maxCount={REVIEW_PICTURES_MAX}
          showFailed={false}
          onCountExceed={(exceed) => showToast(`最多上传${REVIEW_PICTURES_MAX}张图片,已忽略${exceed}张`)}
        >
          <span className={styles.add} role="button">
            <CameraIcon />
            <span>
              添加图片
              <br />
              {pictures.length}/{REVIEW_PICTURES_MAX}
            </span>
          </span>
        </PhotoUploader>
      </section>

      <section className={styles.card} aria-label="评价设置">
        <label className={styles.switchRow}>
          <span>
            匿名评价
            <small className={styles.hint}>开启后昵称将隐藏显示</small>
          </span>
          <Switch checked={anonymous} onChange={setAnonymous} aria-label="匿名评价" />
        </label>
        {pointShow.data ? (
          <p className={styles.reward}>
            <span className={styles.rewardIcon} aria-hidden="true">
              E
            </span>
            {pointShow.data.desc}
          </p>
        ) : null}
      </section>

      <div className={styles.spacer} />
      <footer className={`${fixed.fixedBar} ${styles.footer}`}>
        <Button block color="primary" shape="rounded" size="large" type="submit" disabled={!canSubmit} loading={post.isPending} loadingText="发布中">
          发布评价
        </Button>
      </footer>
    </form>
  );
}

function CameraIcon() {
  return (
    <svg className={styles.camera} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 8h3l1.6-2.4h6.8L17 8h3v11H4z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      <circle cx="12" cy="13.2" r="3.4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
