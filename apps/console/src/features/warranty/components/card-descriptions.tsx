import { fillText, WarrantyAdminText as T, WarrantyCardStatus, type AdminWarrantyCard } from '@emall/contract';
import { Descriptions, Image, Space, Typography } from 'antd';
import { CardStatus } from './claim-status.tsx';

/** A warranty card as the operator checks it: the unit, its serial and car, the period and days left, what it covers. */
export function CardDescriptions({ card, column = 2 }: { card: AdminWarrantyCard; column?: number }) {
  return (
    <>
      <Space size={12} style={{ marginBottom: 12 }}>
        <Image src={card.goodsPic} alt={card.goodsName} width={56} height={56} style={{ objectFit: 'cover', borderRadius: 6 }} />
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{card.goodsName}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {card.skuName}
          </Typography.Text>
        </Space>
      </Space>
      <Descriptions size="small" column={column} styles={{ label: { width: 96 } }}>
        <Descriptions.Item label={T.cardNo}>
          <Typography.Text copyable>{card.cardNo}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={T.cardStatus}>
          <CardStatus status={card.status} />
        </Descriptions.Item>
        <Descriptions.Item label={T.owner}>{card.userPhone}</Descriptions.Item>
        <Descriptions.Item label={T.orderNo}>{card.orderNo}</Descriptions.Item>
        <Descriptions.Item label={T.serialNo}>{card.serialNo ?? <Typography.Text type="secondary">{T.noSerial}</Typography.Text>}</Descriptions.Item>
        <Descriptions.Item label={T.vin}>{card.vin ?? <Typography.Text type="secondary">{T.noVin}</Typography.Text>}</Descriptions.Item>
        <Descriptions.Item label={T.period} span={column}>
          {fillText(T.periodRange, { start: card.startDate, end: card.endDate })} · {fillText(T.months, { n: card.months })}
          {card.status === WarrantyCardStatus.active && (
            <Typography.Text type={card.daysLeft <= 30 ? 'warning' : 'secondary'}> · {fillText(T.daysLeft, { days: card.daysLeft })}</Typography.Text>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={T.installedBy} span={column}>{card.storeName ?? <Typography.Text type="secondary">{T.notInstalled}</Typography.Text>}</Descriptions.Item>
        <Descriptions.Item label={T.cover} span={column}>
          <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{card.cover}</Typography.Paragraph>
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}
