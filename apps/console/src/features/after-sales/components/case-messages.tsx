import { AFTER_SALES_MESSAGE_MAX, AfterSalesAdminText as T, AfterSalesMessageBy, fillText, Permission, type AdminAfterSalesDetail } from '@emall/contract';
import { Button, Card, Empty, Image, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { showSuccess } from '../../../lib/feedback.ts';
import { formatTime } from '../../../lib/format-time.ts';
import { can, useMe } from '../../operators/api/get-me.ts';
import { useCaseAction } from '../api/act-on-case.ts';

/** 协商记录: what the shopper and 客服 said, in time order; an operator with aftersales:handle replies while the case is open. */
export function CaseMessagesCard({ detail }: { detail: AdminAfterSalesDetail }) {
  const me = useMe().data;
  const mayReply = detail.canMessage && me !== undefined && can(me, Permission.afterSalesHandle);
  return (
    <Card title={T.messages}>
      {detail.messages.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noMessages} /> : null}
      <Space orientation="vertical" size={12} style={{ width: '100%' }} role="list">
        {detail.messages.map((m) => (
          <div key={m.id} role="listitem">
            <Space size={8}>
              <Tag color={m.by === AfterSalesMessageBy.shopper ? 'purple' : 'blue'}>{m.byText}</Tag>
              <Typography.Text type="secondary">{formatTime(m.at)}</Typography.Text>
            </Space>
            <Typography.Paragraph style={{ margin: '6px 0 0', whiteSpace: 'pre-wrap' }}>{m.text}</Typography.Paragraph>
            {m.photos.length > 0 ? (
              <Image.PreviewGroup>
                <Space size={6} style={{ marginTop: 6 }}>
                  {m.photos.map((url) => (
                    <Image key={url} src={url} width={56} height={56} style={{ objectFit: 'cover', borderRadius: 4 }} />
                  ))}
                </Space>
              </Image.PreviewGroup>
            ) : null}
          </div>
        ))}
      </Space>
      {mayReply ? <ReplyForm caseId={detail.id} /> : null}
    </Card>
  );
}

/** The reply stays in the box when sending fails. */
function ReplyForm({ caseId }: { caseId: string }) {
  const action = useCaseAction(caseId);
  const [text, setText] = useState('');
  const send = () =>
    action.mutateAsync({ kind: 'reply', text: text.trim() }).then(
      () => {
        showSuccess(T.replied);
        setText('');
      },
      () => undefined,
    );
  return (
    <div style={{ marginTop: 16 }}>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={AFTER_SALES_MESSAGE_MAX}
        showCount
        rows={3}
        placeholder={fillText(T.replyPlaceholder, { n: AFTER_SALES_MESSAGE_MAX })}
      />
      <div style={{ marginTop: 24, textAlign: 'right' }}>
        <Button type="primary" disabled={text.trim() === ''} loading={action.isPending} onClick={() => void send()}>
          {T.reply}
        </Button>
      </div>
    </div>
  );
}
