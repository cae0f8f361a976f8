import { AfterSalesAdminText as T, AfterSalesStatus as S, type AdminAfterSalesDetail } from '@emall/contract';
import { Card, Descriptions, Empty, Image, Typography } from 'antd';
import { ProgressCard } from '../../../ui/progress-card.tsx';

const ended = new Set<number>([S.rejected, S.cancelled, S.closed]);

/** The progress steps of the case and every move on it, who made it, with its note. */
export function CaseProgressCard({ detail }: { detail: AdminAfterSalesDetail }) {
  return (
    <ProgressCard
      title={T.timeline}
      historyTitle={T.history}
      steps={detail.timeline.map((s) => ({ title: s.text }))}
      current={detail.timeline.filter((s) => s.done).length - 1}
      status={ended.has(detail.status) ? 'error' : detail.status === S.completed ? 'finish' : 'process'}
      events={detail.events.map((e) => ({ ...e, color: e.status === S.rejected ? 'red' : e.status === S.completed ? 'green' : 'blue' }))}
      actorText={T.actor}
    />
  );
}

/** What the shopper sent: reason, description, photos (click to enlarge), and the return parcel. */
export function CaseApplicationCard({ detail }: { detail: AdminAfterSalesDetail }) {
  return (
    <Card title={T.caseSection}>
      <Descriptions size="small" column={1} styles={{ label: { width: 96 } }}>
        <Descriptions.Item label={T.reason}>{detail.reasonText}</Descriptions.Item>
        <Descriptions.Item label={T.description}>
          {detail.description || <Typography.Text type="secondary">{T.noDescription}</Typography.Text>}
        </Descriptions.Item>
        <Descriptions.Item label={T.photos}>
          {detail.photos.length === 0 ? (
            <Typography.Text type="secondary">{T.noPhotos}</Typography.Text>
          ) : (
            <Image.PreviewGroup>
              {detail.photos.map((url, i) => (
                <Image key={url} src={url} alt={`${T.photos} ${i + 1}`} width={72} height={72} style={{ objectFit: 'cover', borderRadius: 6, marginRight: 8 }} />
              ))}
            </Image.PreviewGroup>
          )}
        </Descriptions.Item>
        {detail.rejectReason && <Descriptions.Item label={T.rejectReasonShown}>{detail.rejectReason}</Descriptions.Item>}
        {detail.inspectionNote && <Descriptions.Item label={T.inspectionNoteShown}>{detail.inspectionNote}</Descriptions.Item>}
      </Descriptions>
      {detail.returnAddress && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {T.returnSection}
          </Typography.Title>
          {detail.returnShipment ? (
            <Descriptions size="small" column={1} styles={{ label: { width: 96 } }}>
              <Descriptions.Item label={T.expressCompany}>{detail.returnShipment.expressCompany}</Descriptions.Item>
              <Descriptions.Item label={T.expressNo}>
                <Typography.Text copyable>{detail.returnShipment.expressNo}</Typography.Text>
              </Descriptions.Item>
            </Descriptions>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.notReturnedYet} />
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {T.returnAddress}: {detail.returnAddress.name} {detail.returnAddress.phone} {detail.returnAddress.address}
          </Typography.Text>
        </>
      )}
    </Card>
  );
}
