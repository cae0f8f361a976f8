import { AdminText, brand } from '@emall/contract';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { BrandMark } from '../../../ui/brand-mark.tsx';
import styles from './auth-card.module.css';

/** The sign-in and password pages' frame: the brand's card centred on its night-blue backdrop. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: ReactNode; children: ReactNode }) {
  return (
    <main className={styles.backdrop}>
      <div className={styles.topBrand}>
        <BrandMark size={28} />
        <span>{AdminText.consoleName}</span>
      </div>
      <div>
        <Card className={styles.card} styles={{ body: { padding: '40px 40px 28px' } }}>
          <div className={styles.head}>
            <BrandMark size={48} />
            <Typography.Title level={1} className={styles.title}>
              {title}
            </Typography.Title>
            <Typography.Paragraph type="secondary" className={styles.subtitle}>
              {subtitle}
            </Typography.Paragraph>
          </div>
          {children}
        </Card>
        <p className={styles.copyright}>© {brand.name}</p>
      </div>
    </main>
  );
}
