import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { GoodsLimits, GoodsText, Permission } from '@emall/contract';
import { Affix, Button, Card, Form, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { showSuccess } from '../../../lib/feedback.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { RichTextEditor } from '../../../ui/rich-text-editor.tsx';
import { can, useMe } from '../../operators/api/get-me.ts';
import { useGoods } from '../api/get-goods.ts';
import { useSaveGoods } from '../api/save-goods.ts';
import { useUploadGoodsPicture } from '../api/upload-goods-picture.ts';
import { AfterSalesSection } from '../components/after-sales-section.tsx';
import { CrowdfundSection } from '../components/crowdfund-section.tsx';
import { BasicSection } from '../components/basic-section.tsx';
import { KindSection } from '../components/kind-section.tsx';
import { LimitsSection } from '../components/limits-section.tsx';
import { PictureList } from '../components/picture-list.tsx';
import { ShelfSwitch } from '../components/shelf-switch.tsx';
import { SkuSection } from '../components/sku-section.tsx';
import { WarrantySection } from '../components/warranty-section.tsx';
import { newCodePrefix, newGoodsForm, skuRowsFor, toGoodsForm, toSaveBody, type GoodsForm } from '../goods-form.ts';
import { editorPathOf, LIST_PATH } from '../goods-paths.ts';

/** 新建商品 / 编辑商品: every section of a goods in one form, saved at once; stock moves only by adjustments. */
export function GoodsEditorPage() {
  const { id = null } = useParams<{ id: string }>();
  const me = useMe().data;
  const navigate = useNavigate();
  const goods = useGoods(id);
  const save = useSaveGoods();
  const uploadPicture = useUploadGoodsPicture();
  const [form] = Form.useForm<GoodsForm>();
  const codePrefix = useMemo(() => newCodePrefix(), []);
  const writable = me !== undefined && can(me, Permission.goodsWrite);

  useEffect(() => {
    if (id === null) form.setFieldsValue(newGoodsForm());
  }, [id, form]);
  // A fresh read (after a stock adjustment) brings the SKUs' stock without undoing what is typed.
  useEffect(() => {
    const detail = goods.data;
    if (!detail) return;
    if (!form.isFieldsTouched()) {
      form.setFieldsValue(toGoodsForm(detail));
      return;
    }
    const stockOf = new Map(detail.skus.map((s) => [s.id, s.stock]));
    const skus = (form.getFieldValue('skus') as GoodsForm['skus']).map((s) => (s.id && stockOf.has(s.id) ? { ...s, stock: stockOf.get(s.id)! } : s));
    form.setFieldValue('skus', skus);
  }, [goods.data, form]);

  if (id !== null && goods.isError) return <LoadError error={goods.error} onRetry={() => void goods.refetch()} />;
  if (id !== null && !goods.data) return <Skeleton active paragraph={{ rows: 12 }} />;

  const submit = async (values: GoodsForm) => {
    const saved = await save.mutateAsync({ id, body: toSaveBody(values) });
    form.resetFields();
    form.setFieldsValue(toGoodsForm(saved));
    showSuccess(id === null ? GoodsText.created : GoodsText.saved);
    if (id === null) void navigate(editorPathOf(saved.id), { replace: true });
  };

  return (
    <Form<GoodsForm>
      form={form}
      layout="vertical"
      disabled={!writable}
      scrollToFirstError
      // The whole store: SKU ids, spec values and fields of sections not shown are not form items.
      onFinish={() => void submit(form.getFieldsValue(true) as GoodsForm).catch(() => undefined)}
      onValuesChange={(changed: Partial<GoodsForm>) => {
        if (!changed.specs) return;
        const all = form.getFieldsValue(true) as GoodsForm;
        form.setFieldValue('skus', skuRowsFor(all.specs, all.skus, codePrefix));
      }}
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card size="small">
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            <Space>
              <Link to={`/${LIST_PATH}`}>
                <Button icon={<ArrowLeftOutlined />} disabled={false}>
                  {GoodsText.back}
                </Button>
              </Link>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {id === null ? GoodsText.createGoods : goods.data?.name}
              </Typography.Title>
              {goods.data && <Tag>ID {goods.data.id}</Tag>}
            </Space>
            {goods.data && <ShelfSwitch id={goods.data.id} onShelf={goods.data.onShelf} disabled={!writable} />}
          </Space>
        </Card>
        <BasicSection form={form} creating={id === null} />
        {goods.data?.crowdfund && <CrowdfundSection crowdfund={goods.data.crowdfund} canOpen={me !== undefined && can(me, Permission.marketingRead)} />}
        <SkuSection form={form} goodsId={id} canAdjustStock={me !== undefined && can(me, Permission.stockWrite)} />
        <Card title={GoodsText.sectionPictures} id="pictures">
          <Form.Item name="pictures" label={GoodsText.pictures} extra={GoodsText.picturesHint} rules={[{ required: true, type: 'array', min: 1, message: GoodsText.pictures }]}>
            <PictureList max={GoodsLimits.picturesMax} label={GoodsText.pictures} />
          </Form.Item>
          <Form.Item name="detailPictures" label={GoodsText.detailPictures}>
            <PictureList max={GoodsLimits.detailPicturesMax} label={GoodsText.detailPictures} />
          </Form.Item>
        </Card>
        <Card title={GoodsText.sectionDetail} id="detail">
          <Form.Item name="detailHtml" label={GoodsText.detailHtml}>
            <RichTextEditor label={GoodsText.detailHtml} upload={uploadPicture} />
          </Form.Item>
        </Card>
        <LimitsSection form={form} />
        <AfterSalesSection form={form} />
        <WarrantySection form={form} />
        <KindSection form={form} />
        {writable && (
          <Affix offsetBottom={0}>
            <Card size="small" styles={{ body: { display: 'flex', justifyContent: 'flex-end' } }}>
              <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending} size="large">
                {GoodsText.save}
              </Button>
            </Card>
          </Affix>
        )}
      </Space>
    </Form>
  );
}
