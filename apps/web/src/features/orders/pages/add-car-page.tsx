import { UiText } from '@emall/contract';
import { isValidId } from '@emall/domain';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { writeAddedCar } from '../../../lib/checkout-choices.ts';
import { HOME_PATH } from '../../../lib/config.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { hasInAppHistory } from '../../../platform/location.ts';
import { platform } from '../../../platform/platform.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { checkVirtualVin } from '../api/check-virtual-vin.ts';
import { VIN_LENGTH, isValidVin, vinInput } from '../utils/vin-input.ts';
import styles from './add-car-page.module.css';

export const ADD_CAR_TITLE = UiText.addCar;
export const VIN_FORMAT_ERROR = '车架号为17位数字和字母(不含I、O、Q)';

/**
 * /virtual/flow/order/addCar (§2): a VIN for a virtual goods bound to a car. Checked by the server
 * for this SKU (POST …/orders/virtual/check), then handed back to the submit page (§3 "added car").
 */
export function AddCarPage() {
  const loggedIn = useIsLoggedIn();
  const { pathname, search } = useLocation();
  useDocumentTitle(ADD_CAR_TITLE);
  useEffect(() => {
    if (!loggedIn) platform.login({ redirect: `${pathname}${search}`, replace: true });
  }, [loggedIn, pathname, search]);
  if (!loggedIn) return <PageLoading />;
  return <AddCarForm />;
}

function AddCarForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const productSpecsId = params.get('productSpecsId') ?? '';
  const [vin, setVin] = useState('');
  const [error, setError] = useState('');
  const [checking, setChecking] = useState(false);
  const complete = vin.length === VIN_LENGTH;
  const formatError = complete && !isValidVin(vin) ? VIN_FORMAT_ERROR : '';

  const confirm = async (): Promise<void> => {
    if (!isValidVin(vin) || checking) return;
    setChecking(true);
    setError('');
    try {
      // Without a SKU there is nothing to check it for; the pre-submit checks it again anyway.
      if (isValidId(productSpecsId)) {
        const result = await checkVirtualVin(productSpecsId, vin);
        if (!result.pass) {
          setError(result.message);
          return;
        }
      }
      writeAddedCar({ vinCode: vin });
      if (hasInAppHistory()) void navigate(-1);
      else void navigate(HOME_PATH, { replace: true });
    } catch {
      // The HTTP wrapper has said why (another user's car, no such car…).
    } finally {
      setChecking(false);
    }
  };

  const shownError = error || formatError;
  return (
    <main className={styles.page}>
      <PageHeader title={ADD_CAR_TITLE} />
      <form
        className={styles.card}
        onSubmit={(e) => {
          e.preventDefault();
          void confirm();
        }}
      >
        <label className={styles.label} htmlFor="vin">
          {UiText.vin}
        </label>
        <div className={[styles.field, shownError ? styles.fieldError : ''].join(' ')}>
          <input
            id="vin"
            className={styles.input}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="请输入17位车架号"
            aria-invalid={Boolean(shownError)}
            aria-describedby="vin-help"
            value={vin}
            onChange={(e) => {
              setVin(vinInput(e.target.value));
              setError('');
            }}
          />
          <span className={styles.counter} aria-hidden="true">
            {vin.length}/{VIN_LENGTH}
          </span>
        </div>
        {shownError ? (
          <p className={styles.error} role="alert">
            {shownError}
          </p>
        ) : null}
        <p id="vin-help" className={styles.help}>
          车架号可在行驶证、车辆铭牌或前挡风玻璃左下角查看,由17位数字和字母组成。
        </p>
        <button type="submit" className={styles.submit} disabled={!isValidVin(vin) || checking}>
          {checking ? '校验中…' : '确认添加'}
        </button>
      </form>
    </main>
  );
}
