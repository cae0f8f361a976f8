import {
  AddressRoute,
  ErrorCode,
  shopErrorInfo,
  InvoiceKind,
  InvoiceKindText,
  InvoiceRoute,
  InvoiceText,
  InvoiceTitleType,
  InvoiceTitleTypeText,
  Text,
  UiText,
  invoiceUrl,
  type InvoiceApplyBody,
  type UserAddress,
} from '@emall/contract';
import { checkInvoiceTitle, formatMoney } from '@emall/domain';
import Button from 'antd-mobile/es/components/button';
import Selector from 'antd-mobile/es/components/selector';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AddressPick, addressPickUrl, readInvoiceAddress, writeInvoiceAddress } from '../../../lib/checkout-choices.ts';
import { ApiError } from '../../../lib/http.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import cardStyles from '../../../ui/card.module.css';
import fixed from '../../../ui/fixed-bar.module.css';
import { useAddressList } from '../../address/api/get-address-list.ts';
import { useApplyInvoice, useInvoiceStanding, useSavedTitles } from '../api/invoices-api.ts';
import { MailAddress } from '../components/mail-address.tsx';
import { useLoginRequired } from '../../../lib/use-login-required.ts';
import { dropDraft, keepDraft, keptDraft } from '../utils/make-draft.ts';
import { lastTitles, rememberTitle, titleFieldsOf, type DeviceTitle } from '../utils/last-titles.ts';
import styles from './invoice.module.css';

const empty: DeviceTitle = { kind: InvoiceKind.normal, titleType: InvoiceTitleType.company, title: '', taxNo: '', bank: '', account: '', regAddress: '', regPhone: '', email: '' };

/** /store/invoice/make (§2): the title form for one order's e-invoice. */
export function InvoiceMakePage() {
  const loggedIn = useLoginRequired();
  useDocumentTitle(InvoiceText.makeTitle);
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  if (!loggedIn) return <PageLoading />;
  return (
    <main className={cardStyles.page}>
      <PageHeader title={InvoiceText.makeTitle} />
      {/^[1-9][0-9]{0,14}$/.test(orderId) ? <MakeForm orderId={orderId} /> : <StateBlock title={Text.invoiceUnavailable} fullPage />}
    </main>
  );
}

/** The mailing address in use: the one picked on the address list if still in the book, else the book's default (listed first). */
function mailAddressOf(book: readonly UserAddress[] | undefined): UserAddress | null {
  if (!book) return null;
  const picked = readInvoiceAddress();
  return book.find((a) => a.id === picked?.id) ?? book[0] ?? null;
}

const SPECIAL_COMPANY_ONLY = shopErrorInfo[ErrorCode.INVOICE_SPECIAL_COMPANY_ONLY].message;

function MakeForm({ orderId }: { orderId: string }) {
  const standing = useInvoiceStanding(orderId);
  const saved = useSavedTitles();
  const apply = useApplyInvoice();
  const navigate = useNavigate();
  const device = useMemo(() => lastTitles(), []);
  const [form, setForm] = useState<DeviceTitle>(() => keptDraft(orderId) ?? device[0] ?? empty);
  const [touched, setTouched] = useState(false);
  const special = form.kind === InvoiceKind.special;
  const book = useAddressList(special);
  if (standing.isPending) return <PageLoading />;
  if (standing.isError) return <StateBlock title={standing.error.message} actionText={UiText.reload} onAction={() => void standing.refetch()} fullPage />;
  const s = standing.data;
  if (s.current) return <Navigate to={invoiceUrl(InvoiceRoute.progress, orderId)} replace />;
  if (!s.invoiceable) return <StateBlock illustration="empty" title={s.refusal ?? Text.invoiceUnavailable} fullPage />;

  const company = form.titleType === InvoiceTitleType.company;
  const mailAddress = special ? mailAddressOf(book.data) : null;
  const checked = checkInvoiceTitle({ ...form, hasMailAddress: mailAddress !== null });
  const problem = checked.ok ? null : shopErrorInfo[checked.code].message;
  const set = (patch: Partial<DeviceTitle>) => setForm((f) => ({ ...f, ...patch }));
  // A personal title takes no 专用发票: switching to 个人 falls back to 普通.
  const setTitleType = (titleType: InvoiceTitleType) => set(titleType === InvoiceTitleType.company ? { titleType } : { titleType, kind: InvoiceKind.normal });
  const offered = [...device, ...(saved.data ?? [])].filter((t, i, all) => all.findIndex((o) => o.title === t.title && o.taxNo === t.taxNo) === i).slice(0, 5);
  // Away to the address book and back: the form is kept for this order meanwhile.
  const leaveFor = (url: string) => {
    keepDraft(orderId, form);
    void navigate(url);
  };
  const pickAddress = () => {
    writeInvoiceAddress(mailAddress);
    leaveFor(addressPickUrl(AddressPick.invoice));
  };

  const submit = async () => {
    setTouched(true);
    if (!checked.ok) return showToast(problem!);
    const body: InvoiceApplyBody = { orderId: Number(orderId), kind: form.kind, titleType: form.titleType, title: form.title, email: form.email };
    if (company) Object.assign(body, { taxNo: form.taxNo, bank: form.bank, account: form.account, regAddress: form.regAddress, regPhone: form.regPhone });
    if (mailAddress) body.addressId = Number(mailAddress.id);
    try {
      await apply.mutateAsync(body);
      rememberTitle(form);
      dropDraft();
      showToast(InvoiceText.submitted);
      void navigate(invoiceUrl(InvoiceRoute.progress, orderId), { replace: true });
    } catch (err) {
      // The form stays as typed; an address gone from the book is forgotten and the book read again.
      if (err instanceof ApiError && err.code === ErrorCode.ADDRESS_NOT_FOUND) {
        writeInvoiceAddress(null);
        void book.refetch();
      }
      showToast(err instanceof ApiError ? err.message : new ApiError().message);
    }
  };

  const input = (key: keyof DeviceTitle, label: string, placeholder: string, opts: { required?: boolean; inputMode?: 'email' | 'text' } = {}) => (
    <label className={styles.field}>
      <span>
        {label}
        {opts.required ? '' : `(${InvoiceText.optional})`}
      </span>
      <input className={styles.input} value={form[key]} placeholder={placeholder} inputMode={opts.inputMode} onChange={(e) => set({ [key]: e.target.value })} />
    </label>
  );

  return (
    <>
      <section className={cardStyles.card} aria-label={InvoiceText.amount}>
        <div className={styles.row}>
          <span className={styles.label}>{InvoiceText.orderNo}</span>
          <span>{s.orderNo}</span>
        </div>
        <div className={styles.row}>
          <span className={styles.label}>{InvoiceText.amount}</span>
          <span className={styles.amount}>¥{formatMoney(s.amountFen)}</span>
        </div>
        <p className={styles.hint}>{InvoiceText.amountHint}</p>
      </section>
      <section className={cardStyles.card} aria-label={InvoiceText.kind}>
        <h2 className={cardStyles.title}>{InvoiceText.kind}</h2>
        <Selector
          columns={2}
          value={[form.kind]}
          onChange={(v) => v[0] && set({ kind: v[0] })}
          options={[InvoiceKind.normal, InvoiceKind.special].map((k) => ({ label: InvoiceKindText[k], value: k, disabled: k === InvoiceKind.special && !company }))}
        />
        {company ? null : <p className={styles.hint}>{SPECIAL_COMPANY_ONLY}</p>}
        <h2 className={`${cardStyles.title} ${styles.gap}`}>{InvoiceText.titleType}</h2>
        <Selector
          columns={2}
          value={[form.titleType]}
          onChange={(v) => v[0] && setTitleType(v[0])}
          options={[InvoiceTitleType.personal, InvoiceTitleType.company].map((t) => ({ label: InvoiceTitleTypeText[t], value: t }))}
        />
        {offered.length > 0 ? (
          <>
            <p className={styles.hint}>{InvoiceText.savedTitles}</p>
            <div className={styles.chips}>
              {offered.map((t) => (
                <Button key={`${t.title}-${t.taxNo}`} size="mini" onClick={() => set(titleFieldsOf(t))}>
                  {t.title}
                </Button>
              ))}
            </div>
          </>
        ) : null}
        {company ? input('title', InvoiceText.companyName, InvoiceText.companyNamePlaceholder, { required: true }) : input('title', InvoiceText.personalName, InvoiceText.personalNamePlaceholder, { required: true })}
        {company ? input('taxNo', InvoiceText.taxNo, InvoiceText.taxNoPlaceholder, { required: true }) : null}
        {company ? input('bank', InvoiceText.bank, InvoiceText.bank, { required: special }) : null}
        {company ? input('account', InvoiceText.account, InvoiceText.account, { required: special }) : null}
        {company ? input('regAddress', InvoiceText.regAddress, InvoiceText.regAddress, { required: special }) : null}
        {company ? input('regPhone', InvoiceText.regPhone, InvoiceText.regPhone, { required: special }) : null}
        {input('email', InvoiceText.email, InvoiceText.emailPlaceholder, { required: true, inputMode: 'email' })}
        {touched && problem ? (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        ) : null}
      </section>
      {special ? (
        <MailAddress
          book={book.data}
          failed={book.isError}
          onReload={() => void book.refetch()}
          chosen={mailAddress}
          onPick={pickAddress}
          onAdd={() => leaveFor(AddressRoute.add)}
          touched={touched}
        />
      ) : null}
      <footer className={`${fixed.fixedBar} ${styles.footer}`}>
        <Button color="primary" block loadingText={UiText.busy} loading={apply.isPending} disabled={apply.isPending} onClick={() => void submit()}>
          {InvoiceText.submit}
        </Button>
      </footer>
    </>
  );
}
