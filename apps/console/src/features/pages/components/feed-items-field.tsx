import { CloseOutlined } from '@ant-design/icons';
import { FeedItemType, PageAdminText, type DraftFeedItem } from '@emall/contract';
import { Button, InputNumber, List, Select, Space, Tag } from 'antd';
import { useState } from 'react';

const typeOptions = [
  { value: FeedItemType.product, label: PageAdminText.feedGoods },
  { value: FeedItemType.pgc, label: PageAdminText.feedArticle },
];

/** A feeds module's items in order: goods (type 2) and PGC articles (type 4) by id. */
export function FeedItemsField({ value, onChange }: { value: readonly DraftFeedItem[]; onChange: (items: DraftFeedItem[]) => void }) {
  const [itemType, setItemType] = useState<DraftFeedItem['itemType']>(FeedItemType.product);
  const [id, setId] = useState<number | null>(null);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Select aria-label={PageAdminText.feedItems} style={{ width: 100 }} value={itemType} options={typeOptions} onChange={setItemType} />
        <InputNumber aria-label={PageAdminText.itemId} min={1} precision={0} placeholder={PageAdminText.itemId} value={id} onChange={(v) => setId(typeof v === 'number' ? v : null)} style={{ flex: 1 }} />
        <Button
          disabled={id === null}
          onClick={() => {
            if (id !== null) onChange([...value, { itemType, id }]);
            setId(null);
          }}
        >
          {PageAdminText.addFeedItem}
        </Button>
      </Space.Compact>
      <List
        size="small"
        style={{ maxHeight: 260, overflowY: 'auto' }}
        dataSource={value.map((item, index) => ({ item, index }))}
        renderItem={({ item, index }) => (
          <List.Item
            actions={[
              <Button key="remove" size="small" type="text" danger aria-label={PageAdminText.remove} icon={<CloseOutlined />} onClick={() => onChange(value.filter((_, i) => i !== index))} />,
            ]}
          >
            <Tag color={item.itemType === FeedItemType.product ? 'blue' : 'green'}>
              {item.itemType === FeedItemType.product ? PageAdminText.feedGoods : PageAdminText.feedArticle}
            </Tag>
            #{item.id}
          </List.Item>
        )}
      />
    </Space>
  );
}
