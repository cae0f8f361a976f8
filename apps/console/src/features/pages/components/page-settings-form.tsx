import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { PageAdminText, type PageDraft, type SkinData } from '@emall/contract';
import { Button, Card, ColorPicker, DatePicker, Form, Input, Space, Switch } from 'antd';
import dayjs from 'dayjs';
import { PictureInput } from './picture-input.tsx';

const DAY_MS = 86_400_000;

/** Page settings (§3 page config): title, background, search bar, seasonal skin window. */
export function PageSettingsForm({ draft, onChange }: { draft: PageDraft; onChange: (draft: PageDraft) => void }) {
  const patch = (fields: Partial<PageDraft>) => onChange({ ...draft, ...fields });
  const skin = draft.skin;
  const patchSkin = (fields: Partial<SkinData>) => skin && patch({ skin: { ...skin, ...fields } });
  return (
    <Card size="small" title={PageAdminText.pageSettings}>
      <Form layout="vertical" size="small" component="div">
        <Form.Item label={PageAdminText.pageTitle} required>
          <Input aria-label={PageAdminText.pageTitle} value={draft.pageTitle} maxLength={64} showCount onChange={(e) => patch({ pageTitle: e.target.value })} />
        </Form.Item>
        <Form.Item label={PageAdminText.bgColor}>
          <ColorPicker
            value={draft.pageBgColor || undefined}
            disabledAlpha
            showText
            allowClear
            onClear={() => patch({ pageBgColor: '' })}
            onChangeComplete={(c) => patch({ pageBgColor: c.toHexString().slice(0, 7).toUpperCase() })}
          />
        </Form.Item>
        <Form.Item label={PageAdminText.bgImage}>
          <PictureInput label={PageAdminText.bgImage} value={draft.pageBgUrl} onChange={(pageBgUrl) => patch({ pageBgUrl })} />
        </Form.Item>
        <Form.Item label={PageAdminText.searchEnable}>
          <Switch checked={draft.searchEnable} onChange={(searchEnable) => patch({ searchEnable })} aria-label={PageAdminText.searchEnable} />
        </Form.Item>
        <Form.Item label={PageAdminText.searchUrl}>
          <Input aria-label={PageAdminText.searchUrl} value={draft.searchUrl} disabled={!draft.searchEnable} onChange={(e) => patch({ searchUrl: e.target.value })} />
        </Form.Item>
        <Form.Item label={PageAdminText.skin}>
          <Switch
            checked={skin !== null}
            aria-label={PageAdminText.skin}
            onChange={(on) => {
              const now = Date.now();
              patch({ skin: on ? { startTime: now, endTime: now + 7 * DAY_MS, materialData: [{ dataType: 'headerBg', dataUrl: '' }] } : null });
            }}
          />
        </Form.Item>
        {skin ? (
          <>
            <Form.Item label={PageAdminText.skinWindow}>
              <DatePicker.RangePicker
                aria-label={PageAdminText.skinWindow}
                showTime
                value={[dayjs(skin.startTime), dayjs(skin.endTime)]}
                onChange={(range) => {
                  if (range?.[0] && range[1]) patchSkin({ startTime: range[0].valueOf(), endTime: range[1].valueOf() });
                }}
              />
            </Form.Item>
            <Form.Item label={PageAdminText.skinMaterial}>
              <Space orientation="vertical" style={{ width: '100%' }}>
                {skin.materialData.map((m, index) => (
                  <Space.Compact key={index} style={{ width: '100%' }}>
                    <Input
                      aria-label={PageAdminText.materialType}
                      style={{ width: 110 }}
                      placeholder={PageAdminText.materialType}
                      value={m.dataType}
                      onChange={(e) => patchSkin({ materialData: skin.materialData.map((x, i) => (i === index ? { ...x, dataType: e.target.value } : x)) })}
                    />
                    <PictureInput
                      label={PageAdminText.materialUrl}
                      value={m.dataUrl}
                      onChange={(dataUrl) => patchSkin({ materialData: skin.materialData.map((x, i) => (i === index ? { ...x, dataUrl } : x)) })}
                    />
                    <Button
                      danger
                      aria-label={PageAdminText.remove}
                      icon={<CloseOutlined />}
                      onClick={() => patchSkin({ materialData: skin.materialData.filter((_, i) => i !== index) })}
                    />
                  </Space.Compact>
                ))}
                <Button block icon={<PlusOutlined />} onClick={() => patchSkin({ materialData: [...skin.materialData, { dataType: '', dataUrl: '' }] })}>
                  {PageAdminText.addMaterial}
                </Button>
              </Space>
            </Form.Item>
          </>
        ) : null}
      </Form>
    </Card>
  );
}
