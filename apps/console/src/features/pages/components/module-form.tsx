import { ColNameBgType, ColumnType, ColumnTypeName, ModuleTypesWith, PageAdminText, type DraftModule } from '@emall/contract';
import { Card, ColorPicker, Form, Input, Radio, Switch } from 'antd';
import { RichTextEditor } from '../../../ui/rich-text-editor.tsx';
import { useUploadPagePicture } from '../api/upload-page-picture.ts';
import { CouponPicker } from './coupon-picker.tsx';
import { FeedItemsField } from './feed-items-field.tsx';
import { GoodsPicker } from './goods-picker.tsx';
import { ImageListField } from './image-list-field.tsx';
import { TabsField } from './tabs-field.tsx';

interface ModuleFormProps {
  index: number;
  module: DraftModule;
  onChange: (module: DraftModule) => void;
}

function hex(value: { toHexString: () => string }): string {
  return value.toHexString().slice(0, 7).toUpperCase();
}

/** The selected module's fields, by its type (§3 page module). */
export function ModuleForm({ index, module, onChange }: ModuleFormProps) {
  const patch = (fields: Partial<DraftModule>) => onChange({ ...module, ...fields });
  const upload = useUploadPagePicture();
  const type = module.columnType;
  const titled = type !== ColumnType.topTab;
  return (
    <Card size="small" title={`${PageAdminText.moduleSettings} · ${index + 1} ${ColumnTypeName[type]}`}>
      <Form layout="vertical" size="small" component="div">
        {titled ? (
          <>
            <Form.Item label={PageAdminText.colName}>
              <Input aria-label={PageAdminText.colName} value={module.colName} maxLength={64} onChange={(e) => patch({ colName: e.target.value })} />
            </Form.Item>
            <Form.Item label={PageAdminText.showColName}>
              <Switch checked={module.showColName} onChange={(showColName) => patch({ showColName })} aria-label={PageAdminText.showColName} />
            </Form.Item>
            <Form.Item label={PageAdminText.colNameColor}>
              <ColorPicker
                value={module.colNameColor || undefined}
                disabledAlpha
                showText
                onChangeComplete={(c) => patch({ colNameColor: hex(c) })}
              />
            </Form.Item>
            <Form.Item label={PageAdminText.colNameBgType}>
              <Radio.Group
                value={module.colNameBgType}
                onChange={(e) => patch({ colNameBgType: e.target.value as DraftModule['colNameBgType'] })}
                options={[
                  { value: ColNameBgType.bgcolor, label: PageAdminText.bgColor },
                  { value: ColNameBgType.bgimg, label: PageAdminText.bgImage },
                ]}
              />
            </Form.Item>
            <Form.Item label={PageAdminText.colBgContent}>
              <Input aria-label={PageAdminText.colBgContent} value={module.colBgContent} onChange={(e) => patch({ colBgContent: e.target.value })} />
            </Form.Item>
          </>
        ) : null}
        {ModuleTypesWith.images.has(type) ? (
          <Form.Item label={PageAdminText.images}>
            <ImageListField value={module.images} onChange={(images) => patch({ images })} />
          </Form.Item>
        ) : null}
        {ModuleTypesWith.goods.has(type) ? (
          <Form.Item label={PageAdminText.goods}>
            <GoodsPicker value={module.goodsIds} onChange={(goodsIds) => patch({ goodsIds })} />
          </Form.Item>
        ) : null}
        {ModuleTypesWith.buyButton.has(type) ? (
          <>
            <Form.Item label={PageAdminText.showBuyButton}>
              <Switch checked={module.showBuyButton} onChange={(showBuyButton) => patch({ showBuyButton })} aria-label={PageAdminText.showBuyButton} />
            </Form.Item>
            <Form.Item label={PageAdminText.buyButtonText}>
              <Input aria-label={PageAdminText.buyButtonText} value={module.buyButtonText} maxLength={64} onChange={(e) => patch({ buyButtonText: e.target.value })} />
            </Form.Item>
          </>
        ) : null}
        {ModuleTypesWith.jumpButton.has(type) ? (
          <>
            <Form.Item label={PageAdminText.jumpButtonName}>
              <Input aria-label={PageAdminText.jumpButtonName} value={module.jumpButtonName} maxLength={64} onChange={(e) => patch({ jumpButtonName: e.target.value })} />
            </Form.Item>
            <Form.Item label={PageAdminText.jumpUrl}>
              <Input aria-label={PageAdminText.jumpUrl} value={module.jumpUrl} onChange={(e) => patch({ jumpUrl: e.target.value })} />
            </Form.Item>
          </>
        ) : null}
        {ModuleTypesWith.cards.has(type) ? (
          <Form.Item label={PageAdminText.coupons}>
            <CouponPicker value={module.cardPoolIds} onChange={(cardPoolIds) => patch({ cardPoolIds })} />
          </Form.Item>
        ) : null}
        {type === ColumnType.richText ? (
          <Form.Item label={PageAdminText.richText}>
            <RichTextEditor label={PageAdminText.richText} value={module.richText} onChange={(richText) => patch({ richText })} upload={upload} />
          </Form.Item>
        ) : null}
        {type === ColumnType.topTab ? (
          <Form.Item label={PageAdminText.tabs}>
            <TabsField value={module.tabs} onChange={(tabs) => patch({ tabs })} />
          </Form.Item>
        ) : null}
        {type === ColumnType.feeds ? (
          <Form.Item label={PageAdminText.feedItems}>
            <FeedItemsField value={module.feedItems} onChange={(feedItems) => patch({ feedItems })} />
          </Form.Item>
        ) : null}
      </Form>
    </Card>
  );
}
