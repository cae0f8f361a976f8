import {
  DeliveryMethod,
  ErrorCode,
  LoadState,
  PayMethod,
  STORE_CHOOSER_ROUTE,
  SubmitRoute,
  shopErrorInfo,
  type OrderRequest,
  UiText,
} from '@emall/contract';
import { isValidPhone } from '@emall/domain';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AddressPick, addressPickUrl, writeChosenAddress, writeChosenStore } from '../../../lib/checkout-choices.ts';
import { HOME_PATH } from '../../../lib/config.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { platform } from '../../../platform/platform.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import shared from '../components/checkout.module.css';
import { CouponRow } from '../components/coupon-section.tsx';
import { DeliverySection } from '../components/delivery-section.tsx';
import { useDigitalKeyAgreement } from '../components/digital-key-agreement.tsx';
import { GoodsLines } from '../components/goods-lines.tsx';
import { PaySection } from '../components/pay-section.tsx';
import { SubmitBar } from '../components/submit-bar.tsx';
import { SubmitSkeleton } from '../components/submit-skeleton.tsx';
import { SummarySection } from '../components/summary-section.tsx';
import { MobileRow, RemarkRow } from '../components/text-rows.tsx';
import { VinSection } from '../components/vin-section.tsx';
import { useSubmitDraft } from '../hooks/use-submit-draft.ts';
import { useSubmitOrder } from '../hooks/use-submit-order.ts';
import { loadSubmitData, repriceWith } from '../state/load-submit-data.ts';
import { patchParams, updateDraft, updateUserAction, type DeliveryChoice, type SubmitDraft } from '../state/submit-store.ts';
import { orderRequestFromUrl } from '../utils/order-request.ts';
import { submitKindOfPath, submitKinds, type SubmitKind } from '../utils/submit-kinds.ts';
import styles from './submit-page.module.css';

export const SUBMIT_TITLE = '确认订单';

/**
 * Every order-submit page of §2, one component: the route picks the kind, the kind its calls
 * (utils/submit-kinds.ts). What is bought comes from the URL (or the cart's hand-off); the price
 * is always the server's pre-submit answer.
 */
export function SubmitPage() {
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const kind = submitKindOfPath(pathname);
  const loggedIn = useIsLoggedIn();
  useDocumentTitle(SUBMIT_TITLE);
  const query = params.toString();
  const request = useMemo(() => orderRequestFromUrl(new URLSearchParams(query)), [query]);
  useEffect(() => {
    if (!loggedIn) platform.login({ redirect: `${pathname}${search}`, replace: true });
  }, [loggedIn, pathname, search]);
  if (!loggedIn) return <PageLoading />;
  if (!request) return <NothingToBuy />;
  return <SubmitView key={`${kind}?${query}`} kind={kind} request={request} />;
}

function NothingToBuy() {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <PageHeader title={SUBMIT_TITLE} />
      <StateBlock
        illustration="empty"
        title={shopErrorInfo[ErrorCode.ORDER_LINES_INVALID].message}
        actionText={UiText.browse}
        onAction={() => void navigate(HOME_PATH)}
        fullPage
      />
    </main>
  );
}

function SubmitView({ kind, request }: { kind: SubmitKind; request: OrderRequest }) {
  const draft = useSubmitDraft(kind, request);
  const data = draft?.orderSubmitData;
  if (!draft || !data) {
    return (
      <main className={styles.page}>
        <PageHeader title={SUBMIT_TITLE} />
        {draft?.loadState === LoadState.failed ? (
          <StateBlock title={draft.loadError || shopErrorInfo[ErrorCode.REQUEST_FAILED].message} actionText={UiText.reload} onAction={() => void loadSubmitData(kind, 'enter')} fullPage />
        ) : (
          <SubmitSkeleton />
        )}
      </main>
    );
  }
  return <SubmitForm kind={kind} draft={draft} />;
}

function SubmitForm({ kind, draft }: { kind: SubmitKind; draft: SubmitDraft }) {
  const navigate = useNavigate();
  const { submit, submitting } = useSubmitOrder(kind);
  const agreement = useDigitalKeyAgreement();
  const data = draft.orderSubmitData;
  if (!data) return null;
  const { userAction } = draft;
  const asksMobile = submitKinds[kind].asksMobile;
  const mobileInvalid = asksMobile && !isValidPhone(userAction.mobile);

  const keepAndGo = (to: string): void => {
    updateUserAction(kind, { keepStore: true });
    void navigate(to);
  };
  const chooseDelivery = (choice: DeliveryChoice): void => {
    updateUserAction(kind, { selectAddressValue: choice });
    void repriceWith(kind, { deliveryMethod: DeliveryMethod[choice] });
  };
  const pickAddress = (): void => {
    // The list shows the address in use as ticked; picking another replaces it.
    writeChosenAddress(draft.deliveryAddress);
    keepAndGo(addressPickUrl(AddressPick.order));
  };
  const pickStore = (): void => {
    writeChosenStore(draft.storeData);
    keepAndGo(STORE_CHOOSER_ROUTE);
  };
  const addCar = (): void => {
    const sku = data.lines[0]?.productSpecsId ?? '';
    keepAndGo(`${SubmitRoute.flowAddCar}?${new URLSearchParams({ productSpecsId: sku }).toString()}`);
  };
  const chooseCoupon = (rightsAccountId: string): void => {
    updateUserAction(kind, { hasCouponSelect: true });
    void repriceWith(kind, { rightsAccountId }, 'coupon');
  };
  const toggleEValue = (on: boolean): void => {
    // Switched on, the server takes the most the order allows (payIntegral) until a number is typed.
    void repriceWith(kind, { useIntegral: on, payMethod: on ? PayMethod.evalue : PayMethod.cash, integral: undefined });
  };
  const setRemark = (remark: string): void =>
    updateDraft(kind, (d) => ({ orderSubmitRequestParams: patchParams(d.orderSubmitRequestParams, { remark: remark || undefined }) }));

  const onSubmit = (): void => {
    if (submitKinds[kind].signsDigitalKeyAgreement) void agreement.gate(data.vinCode, () => void submit());
    else void submit();
  };

  const blockReason = !data.canSubmit ? data.blockReason : mobileInvalid ? shopErrorInfo[ErrorCode.PHONE_INVALID].message : '';
  return (
    <main className={styles.page}>
      <PageHeader title={SUBMIT_TITLE} />
      <DeliverySection
        methods={data.deliveryMethods}
        choice={userAction.selectAddressValue}
        address={draft.deliveryAddress}
        store={draft.storeData}
        onChoose={chooseDelivery}
        onPickAddress={pickAddress}
        onPickStore={pickStore}
      />
      {data.deliveryMethods.length === 0 ? <div className={styles.gap} /> : null}
      {data.needVin ? (
        <VinSection vinCode={data.vinCode} cars={draft.cars} onChoose={(vinCode) => void repriceWith(kind, { vinCode })} onAdd={addCar} />
      ) : null}
      <GoodsLines lines={data.lines} />
      <section className={[shared.card, shared.rows].join(' ')} aria-label="支付">
        <CouponRow
          coupons={draft.couponList}
          appliedId={data.rightsAccountId}
          deductFen={data.couponDeductAmount}
          loadState={draft.couponLoadState}
          onChoose={chooseCoupon}
        />
        <PaySection
          payData={data.payData}
          useIntegral={userAction.useIntegral}
          onToggleEValue={toggleEValue}
          onCommitIntegral={(integral) => void repriceWith(kind, { integral })}
        />
        {asksMobile ? (
          <MobileRow value={userAction.mobile} invalid={mobileInvalid && userAction.mobile.length > 0} onChange={(mobile) => updateUserAction(kind, { mobile })} />
        ) : null}
        <RemarkRow value={draft.orderSubmitRequestParams.remark ?? ''} onChange={setRemark} />
      </section>
      <SummarySection data={data} />
      <SubmitBar
        realPayFen={data.realPayAmount}
        eValue={data.payData.integral}
        blockReason={blockReason}
        disabled={!data.canSubmit || mobileInvalid || draft.loadState === LoadState.pending}
        submitting={submitting || agreement.checking}
        onSubmit={onSubmit}
      />
      {agreement.sheet}
    </main>
  );
}
