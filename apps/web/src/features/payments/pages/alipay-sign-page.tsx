import { CashierChannel, Text } from '@emall/contract';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ChannelIcon } from '../components/channel-icon.tsx';
import styles from './alipay-sign-page.module.css';

/**
 * /pay/alipay-sign (§2, password-free payment details). The contract carries no sign-up call or
 * server text for it, so the page explains the service: what it is, its limits, how to turn it off.
 */
const SECTIONS: { title: string; lines: string[] }[] = [
  {
    title: '什么是免密支付',
    lines: ['开通后,在商城购买商品时无需跳转支付宝输入支付密码,确认订单即可完成扣款,支付更快捷。'],
  },
  {
    title: '扣款规则',
    lines: [
      '仅在您主动提交订单并确认支付时扣款,扣款金额与订单实付金额一致。',
      '单笔及每日免密额度以支付宝的设置为准,超出额度时仍需输入支付密码。',
      '每笔扣款都会收到支付宝的扣款通知,可在订单详情中查看支付凭证。',
    ],
  },
  {
    title: '如何关闭',
    lines: ['打开支付宝 App,进入「我的」-「设置」-「支付设置」-「免密支付/自动扣款」,找到本商城服务后选择关闭,关闭后立即生效。'],
  },
  {
    title: '安全保障',
    lines: ['免密支付由支付宝提供资金安全保障,如发现非本人操作的扣款,请立即联系客服或支付宝申请处理。'],
  },
];

export function AlipaySignPage() {
  useDocumentTitle(Text.alipaySignTitle);
  return (
    <main className={styles.page}>
      <PageHeader title={Text.alipaySignTitle} />
      <section className={styles.hero}>
        <ChannelIcon channel={CashierChannel.Alipay} size={52} />
        <h2 className={styles.title}>{Text.alipaySignTitle}</h2>
        <p className={styles.lead}>小额支付 一步完成</p>
      </section>
      {SECTIONS.map((section) => (
        <section key={section.title} className={styles.card} aria-label={section.title}>
          <h3 className={styles.cardTitle}>{section.title}</h3>
          {section.lines.map((line) => (
            <p key={line} className={styles.line}>
              {line}
            </p>
          ))}
        </section>
      ))}
    </main>
  );
}
