import { ErrorCode, UiText, type Agreement, type DigitalKeyTips } from '@emall/contract';
import Button from 'antd-mobile/es/components/button';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { getAgreementById } from '../../../lib/api/get-agreement-by-id.ts';
import { ApiError } from '../../../lib/http.ts';
import { useSanitizedHtml } from '../../../lib/use-sanitized-html.ts';
import { showToast } from '../../../lib/toast.ts';
import { getDigitalKeyTips, signDigitalKey } from '../../cars/api/digital-key-agreement.ts';
import styles from './digital-key-agreement.module.css';
import { LazyPopup as Popup } from '../../../ui/lazy-popup.tsx';

const AGREE_TEXT = '同意并继续';
const DECLINE_TEXT = '暂不同意';

interface Pending {
  vinCode: string;
  tips: DigitalKeyTips;
  agreement: Agreement;
  proceed: () => void;
}

/**
 * The digital-key agreement before a digital key is bought (§7 skip-tips / sign): `gate` asks
 * skip-tips for the car; when the user has not signed the agreement in force it opens the sheet,
 * and 同意并继续 signs it, then goes on (submits). Signed already: straight on.
 */
export function useDigitalKeyAgreement(): { gate: (vinCode: string | null, proceed: () => void) => Promise<void>; checking: boolean; sheet: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const [checking, setChecking] = useState(false);
  const [signing, setSigning] = useState(false);
  const busy = useRef(false);

  const gate = useCallback(async (vinCode: string | null, proceed: () => void): Promise<void> => {
    // No car yet: the submit itself says what is missing.
    if (!vinCode) return proceed();
    if (busy.current) return;
    busy.current = true;
    setChecking(true);
    try {
      const tips = await getDigitalKeyTips(vinCode);
      if (!tips.showTips) return proceed();
      const agreement = await getAgreementById(tips.agmCode);
      setPending({ vinCode, tips, agreement, proceed });
    } catch (error) {
      // The tips call toasts its own failure; the agreement's is silent.
      if (error instanceof ApiError && error.code !== ErrorCode.SESSION_EXPIRED) showToast(error.message);
    } finally {
      busy.current = false;
      setChecking(false);
    }
  }, []);

  const agree = async (): Promise<void> => {
    if (!pending || signing) return;
    setSigning(true);
    try {
      await signDigitalKey({ agmCode: pending.tips.agmCode, agmTitle: pending.tips.agmTitle || pending.agreement.agreeTile, vinCode: pending.vinCode });
      setPending(null);
      pending.proceed();
    } catch {
      // The HTTP wrapper has said why; the sheet stays for another try.
    } finally {
      setSigning(false);
    }
  };

  const sheet = (
    <AgreementSheet pending={pending} signing={signing} onAgree={() => void agree()} onDecline={() => setPending(null)} />
  );
  return { gate, checking, sheet };
}

function AgreementSheet({ pending, signing, onAgree, onDecline }: { pending: Pending | null; signing: boolean; onAgree: () => void; onDecline: () => void }) {
  // DOMPurify loads when an agreement first needs signing, not with the order page.
  const html = useSanitizedHtml(pending ? pending.agreement.content || pending.agreement.agreeContent : '');
  const title = pending ? pending.tips.agmTitle || pending.agreement.agreeTile : '';
  return (
    <Popup visible={pending !== null} onMaskClick={onDecline} bodyClassName={styles.sheet} destroyOnClose>
      <section role="dialog" aria-modal="true" aria-labelledby="digital-key-agreement-title" className={styles.body}>
        <h2 id="digital-key-agreement-title" className={styles.title}>
          {title}
        </h2>
        {pending?.tips.tips ? <p className={styles.tips}>{pending.tips.tips}</p> : null}
        {/* Sanitised just above (DOMPurify). */}
        <div className={styles.content} role="region" tabIndex={0} aria-label="协议内容" dangerouslySetInnerHTML={{ __html: html ?? '' }} />
        <div className={styles.actions}>
          <Button className={styles.decline} shape="rounded" onClick={onDecline} disabled={signing}>
            {DECLINE_TEXT}
          </Button>
          <Button className={styles.agree} color="primary" shape="rounded" loadingText={UiText.busy} loading={signing} disabled={html === null} onClick={onAgree}>
            {AGREE_TEXT}
          </Button>
        </div>
      </section>
    </Popup>
  );
}
