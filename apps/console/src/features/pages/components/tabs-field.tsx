import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { PageAdminText, type TopTab } from '@emall/contract';
import { Button, Input, Space } from 'antd';

/** The top-tab bar's tabs: a title and the page code each tab loads (§2). */
export function TabsField({ value, onChange }: { value: readonly TopTab[]; onChange: (tabs: TopTab[]) => void }) {
  const patch = (index: number, fields: Partial<TopTab>) =>
    onChange(
      value.map((tab, i) => {
        if (i !== index) return tab;
        const next = { ...tab, ...fields };
        return { ...next, trackData: { tabName: next.title, tabIndex: String(i), pageCode: next.contentCode } };
      }),
    );
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value.map((tab, index) => (
        <Space.Compact key={index} style={{ width: '100%' }}>
          <Input aria-label={PageAdminText.tabTitle} placeholder={PageAdminText.tabTitle} value={tab.title} onChange={(e) => patch(index, { title: e.target.value })} />
          <Input aria-label={PageAdminText.tabCode} placeholder={PageAdminText.tabCode} value={tab.contentCode} onChange={(e) => patch(index, { contentCode: e.target.value })} />
          <Button danger aria-label={PageAdminText.remove} icon={<CloseOutlined />} onClick={() => onChange(value.filter((_, i) => i !== index))} />
        </Space.Compact>
      ))}
      <Button block icon={<PlusOutlined />} onClick={() => onChange([...value, { title: '', contentCode: '', trackData: {} }])}>
        {PageAdminText.addTab}
      </Button>
    </Space>
  );
}
