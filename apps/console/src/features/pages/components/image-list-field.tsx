import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { ColumnJumpType, ColumnJumpTypeName, PageAdminText, type ModuleImage } from '@emall/contract';
import { Button, Card, Input, InputNumber, Select, Space } from 'antd';
import { blankImage } from '../utils/new-module.ts';
import { PictureInput } from './picture-input.tsx';

const jumpOptions = [
  { value: '', label: PageAdminText.jumpNone },
  ...Object.values(ColumnJumpType).map((t) => ({ value: t, label: ColumnJumpTypeName[t] })),
];

/** Pictures of an image module, each with its titles, colours and jump (type + content). */
export function ImageListField({ value, onChange }: { value: readonly ModuleImage[]; onChange: (images: ModuleImage[]) => void }) {
  const patch = (index: number, fields: Partial<ModuleImage>) => onChange(value.map((img, i) => (i === index ? { ...img, ...fields } : img)));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value.map((img, index) => (
        <Card
          key={index}
          size="small"
          title={`${PageAdminText.images} ${index + 1}`}
          extra={<Button size="small" type="text" danger aria-label={PageAdminText.remove} icon={<CloseOutlined />} onClick={() => onChange(value.filter((_, i) => i !== index))} />}
        >
          <Space orientation="vertical" style={{ width: '100%' }}>
            <PictureInput label={PageAdminText.picture} value={img.picture} onChange={(picture, size) => patch(index, { picture, ...size })} />
            <Space.Compact style={{ width: '100%' }}>
              <Input aria-label={PageAdminText.title} placeholder={PageAdminText.title} value={img.title} onChange={(e) => patch(index, { title: e.target.value })} />
              <Input aria-label={PageAdminText.subTitle} placeholder={PageAdminText.subTitle} value={img.subTitle} onChange={(e) => patch(index, { subTitle: e.target.value })} />
            </Space.Compact>
            <Space.Compact style={{ width: '100%' }}>
              <Select
                aria-label={PageAdminText.jumpType}
                style={{ width: 130 }}
                value={img.jumpType}
                options={jumpOptions}
                onChange={(jumpType: string) => patch(index, { jumpType })}
              />
              <Input aria-label={PageAdminText.jumpContent} placeholder={PageAdminText.jumpContent} value={img.content} onChange={(e) => patch(index, { content: e.target.value })} />
            </Space.Compact>
            <Space>
              <span>{PageAdminText.imageSize}</span>
              <InputNumber min={1} max={4096} precision={0} value={img.width} onChange={(v) => patch(index, { width: v ?? 1 })} aria-label={PageAdminText.imageSize} />
              <InputNumber min={1} max={4096} precision={0} value={img.height} onChange={(v) => patch(index, { height: v ?? 1 })} aria-label={PageAdminText.imageSize} />
            </Space>
          </Space>
        </Card>
      ))}
      <Button block icon={<PlusOutlined />} onClick={() => onChange([...value, blankImage()])}>
        {PageAdminText.addImage}
      </Button>
    </Space>
  );
}
