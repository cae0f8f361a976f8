import { AfterSalesUiText, type AfterSalesReturnBody } from '@emall/contract';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import form from './ship-form.module.css';
import cardStyles from '../../../ui/card.module.css';

const EXPRESS_NO = /^[A-Za-z0-9-]{4,40}$/;

/** The express company and number of an approved return sent back; the inputs stay when the call fails. */
export function ShipForm({ busy, onShip }: { busy: boolean; onShip: (body: AfterSalesReturnBody) => void }) {
  const [company, setCompany] = useState('');
  const [expressNo, setExpressNo] = useState('');
  const ready = company.trim() !== '' && EXPRESS_NO.test(expressNo.trim()) && !busy;
  return (
    <section className={cardStyles.card} aria-label={AfterSalesUiText.shipTitle}>
      <h2 className={cardStyles.title}>{AfterSalesUiText.shipTitle}</h2>
      <div className={form.field}>
        <span className={form.label} aria-hidden="true">{AfterSalesUiText.expressCompany}</span>
        <Input value={company} onChange={setCompany} maxLength={40} placeholder={AfterSalesUiText.expressCompanyPlaceholder} aria-label={AfterSalesUiText.expressCompany} />
      </div>
      <div className={form.field}>
        <span className={form.label} aria-hidden="true">{AfterSalesUiText.expressNo}</span>
        <Input value={expressNo} onChange={setExpressNo} maxLength={40} placeholder={AfterSalesUiText.expressNoPlaceholder} aria-label={AfterSalesUiText.expressNo} />
      </div>
      <Button
        block
        color="primary"
        shape="rounded"
        disabled={!ready}
        loading={busy}
        className={form.submit}
        onClick={() => onShip({ expressCompany: company.trim(), expressNo: expressNo.trim() })}
      >
        {AfterSalesUiText.shipSubmit}
      </Button>
    </section>
  );
}
