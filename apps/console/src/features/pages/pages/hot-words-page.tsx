import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { GoodsType, GoodsTypeName, PageAdminText, type HotWordList } from '@emall/contract';
import { Button, Card, Input, Select, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { showSuccess } from '../../../lib/feedback.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { useHotWords, useReplaceHotWords } from '../api/hot-words.ts';
import { moved } from '../utils/new-module.ts';

const bizOptions = Object.values(GoodsType).map((t) => ({ value: t, label: `${GoodsTypeName[t]} (${t})` }));

function HotWordsEditor({ bizType, words }: { bizType: number; words: HotWordList }) {
  const [edited, setEdited] = useState<HotWordList>(words);
  const replace = useReplaceHotWords(bizType);
  const patch = (index: number, fields: Partial<HotWordList[number]>) => setEdited(edited.map((w, i) => (i === index ? { ...w, ...fields } : w)));
  return (
    <Space orientation="vertical" style={{ width: 560 }}>
      {edited.map((w, index) => (
        <Space key={index}>
          <Input aria-label={PageAdminText.hotWord} value={w.label} maxLength={20} style={{ width: 280 }} onChange={(e) => patch(index, { label: e.target.value })} />
          <Switch checkedChildren={PageAdminText.highlight} unCheckedChildren={PageAdminText.highlight} checked={w.highlight} onChange={(highlight) => patch(index, { highlight })} />
          <Button size="small" type="text" aria-label={PageAdminText.moveUp} icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => setEdited(moved(edited, index, -1))} />
          <Button size="small" type="text" aria-label={PageAdminText.moveDown} icon={<ArrowDownOutlined />} disabled={index === edited.length - 1} onClick={() => setEdited(moved(edited, index, 1))} />
          <Button size="small" type="text" danger aria-label={PageAdminText.remove} icon={<CloseOutlined />} onClick={() => setEdited(edited.filter((_, i) => i !== index))} />
        </Space>
      ))}
      <Space>
        <Button icon={<PlusOutlined />} disabled={edited.length >= 20} onClick={() => setEdited([...edited, { label: '', highlight: false }])}>
          {PageAdminText.addHotWord}
        </Button>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={replace.isPending}
          onClick={() => void replace.mutateAsync({ words: edited }).then(() => showSuccess(PageAdminText.hotWordsSaved)).catch(() => undefined)}
        >
          {PageAdminText.saveHotWords}
        </Button>
      </Space>
    </Space>
  );
}

/** 搜索热词: the hot words of each business type's search page, in order, some highlighted. */
export function HotWordsPage() {
  const [bizType, setBizType] = useState<number>(GoodsType.shop);
  const words = useHotWords(bizType);
  return (
    <Card title={PageAdminText.hotWords}>
      <Space orientation="vertical" size="large">
        <Space>
          <Select aria-label={PageAdminText.hotWords} style={{ width: 200 }} value={bizType} options={bizOptions} onChange={setBizType} />
          <Typography.Text type="secondary">{PageAdminText.hotWordsHint}</Typography.Text>
        </Space>
        {words.isError ? <LoadError error={words.error} onRetry={() => void words.refetch()} /> : null}
        {words.data ? <HotWordsEditor key={`${bizType}:${words.dataUpdatedAt}`} bizType={bizType} words={words.data} /> : null}
      </Space>
    </Card>
  );
}
