import { fillText, WarrantyAdminText as T, type AdminWarrantyClaimDetail } from '@emall/contract';
import { Card, Descriptions, Image, Rate, Space, Typography } from 'antd';
import { formatTime } from '../../../lib/format-time.ts';
import { ClaimList } from './claim-list.tsx';

const secondary = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;
const paragraph = (text: string) => <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{text}</Typography.Paragraph>;

/** Pictures in a row, each opens large; the group pages through them. */
function Photos({ urls, label }: { urls: readonly string[]; label: string }) {
  return (
    <Image.PreviewGroup>
      <Space size={8} wrap>
        {urls.map((url, i) => (
          <Image key={url} src={url} alt={`${label} ${i + 1}`} width={72} height={72} style={{ objectFit: 'cover', borderRadius: 6 }} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

/** What the user reported: the fault, the words, photos or the video, how to reach them and where and when they would like it seen. */
export function ClaimApplicationCard({ claim }: { claim: AdminWarrantyClaimDetail }) {
  return (
    <Card title={T.claimSection}>
      <Descriptions size="small" column={1} styles={{ label: { width: 104 } }}>
        <Descriptions.Item label={T.faultType}>{claim.faultTypeText}</Descriptions.Item>
        <Descriptions.Item label={T.description}>{paragraph(claim.description)}</Descriptions.Item>
        <Descriptions.Item label={T.media}>
          {claim.video ? (
            <video src={claim.video} controls preload="metadata" aria-label={T.media} style={{ width: 280, maxHeight: 210, borderRadius: 6, background: '#000' }} />
          ) : claim.photos.length > 0 ? (
            <Photos urls={claim.photos} label={T.media} />
          ) : (
            secondary(T.noMedia)
          )}
        </Descriptions.Item>
        <Descriptions.Item label={T.contactPhone}>{claim.contactPhone}</Descriptions.Item>
        <Descriptions.Item label={T.preferred}>
          <Space orientation="vertical" size={0}>
            <span>
              {claim.preferredDate} {claim.timeSlotText}
            </span>
            <span>{claim.preferredStore.storeName}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {claim.preferredStore.address} · {claim.preferredStore.phone}
            </Typography.Text>
          </Space>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** Where the claim went: the visit booked, the repair recorded, the reason it was refused, the user's rating. */
export function ClaimOutcomeCard({ claim }: { claim: AdminWarrantyClaimDetail }) {
  const { appointment, repair, rejectReason, rating } = claim;
  if (!appointment && !repair && !rejectReason && !rating) return null;
  return (
    <Card title={repair || rejectReason ? T.repair : T.appointment}>
      <Descriptions size="small" column={1} styles={{ label: { width: 104 } }}>
        {rejectReason && (
          <Descriptions.Item label={T.rejectReason}>
            <Typography.Text type="danger">{rejectReason}</Typography.Text>
          </Descriptions.Item>
        )}
        {appointment && <Descriptions.Item label={T.appointmentAt}>{formatTime(appointment.at).slice(0, 16)}</Descriptions.Item>}
        {appointment && (
          <Descriptions.Item label={T.store}>
            <Space orientation="vertical" size={0}>
              <span>{appointment.store.storeName}</span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {appointment.store.address} · {appointment.store.phone}
              </Typography.Text>
            </Space>
          </Descriptions.Item>
        )}
        {repair && <Descriptions.Item label={T.parts}>{repair.parts.length === 0 ? secondary(T.noParts) : repair.parts.join('、')}</Descriptions.Item>}
        {repair && <Descriptions.Item label={T.repairNote}>{paragraph(repair.note)}</Descriptions.Item>}
        {repair && repair.photos.length > 0 && (
          <Descriptions.Item label={T.repairPhotos}>
            <Photos urls={repair.photos} label={T.repairPhotos} />
          </Descriptions.Item>
        )}
        {rating && (
          <Descriptions.Item label={T.rating}>
            <Space orientation="vertical" size={0}>
              <span>
                <Rate disabled value={rating.score} style={{ fontSize: 14 }} /> {fillText(T.ratingScore, { score: rating.score })}
              </span>
              {rating.comment && <Typography.Text>{rating.comment}</Typography.Text>}
            </Space>
          </Descriptions.Item>
        )}
      </Descriptions>
    </Card>
  );
}

/** The unit's history: the order it was bought in, when its card began, and every other claim on its card. */
export function UnitHistoryCard({ claim }: { claim: AdminWarrantyClaimDetail }) {
  const { history } = claim;
  const others = history.claims.filter((c) => c.claimId !== claim.claimId);
  return (
    <Card title={T.unitHistory}>
      <Descriptions size="small" column={1} styles={{ label: { width: 104 } }}>
        <Descriptions.Item label={T.orderNo}>{history.orderNo}</Descriptions.Item>
        <Descriptions.Item label={T.orderStatus}>{history.orderStatusText}</Descriptions.Item>
        <Descriptions.Item label={T.paidAt}>{formatTime(history.paidAt) || '—'}</Descriptions.Item>
        <Descriptions.Item label={T.cardCreatedAt}>{formatTime(history.cardCreatedAt)}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        {T.otherClaims}
      </Typography.Title>
      <ClaimList claims={others} empty={T.noOtherClaims} />
    </Card>
  );
}
