import { GoodsTypeName, PageAdminText, PageStatus, type GoodsType, PageStatusName, type AdminPageListQuery, type AdminPageSummary } from '@emall/contract';
import { Badge, Button, Form, Input, InputNumber, Modal, Space, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showError, showSuccess } from '../../../lib/feedback.ts';
import { formatTime } from '../../../lib/format-time.ts';
import { ListCard } from '../../../ui/list-card.tsx';
import { useCreatePage } from '../api/create-page.ts';
import { usePageList } from '../api/list-pages.ts';
import { PageStatusTag } from '../components/page-status-tag.tsx';
import { editorPath } from '../utils/editor-path.ts';


function CreatePageModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ pageCode: string; pageTitle: string; bizType?: number | null }>();
  const create = useCreatePage();
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      title={PageAdminText.newPage}
      okText={PageAdminText.create}
      confirmLoading={create.isPending}
      onCancel={onClose}
      onOk={() =>
        form.validateFields().then((values) =>
          create.mutateAsync({ ...values, bizType: values.bizType ?? undefined }).then(
            (detail) => {
              showSuccess(PageAdminText.created);
              onClose();
              void navigate(editorPath(detail.page.pageCode));
            },
            (error: Error) => showError(error.message),
          ),
        )
      }
    >
      <Form form={form} layout="vertical">
        <Form.Item name="pageCode" label={PageAdminText.pageCode} rules={[{ required: true, pattern: /^[A-Za-z0-9_-]{1,64}$/ }]}>
          <Input placeholder="spring-sale" />
        </Form.Item>
        <Form.Item name="pageTitle" label={PageAdminText.pageTitle} rules={[{ required: true, max: 64 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="bizType" label={PageAdminText.bizType}>
          <InputNumber min={1} max={99_999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 页面管理: the pages by code and business type with their status; open one in the editor. */
export function PagesListPage() {
  const navigate = useNavigate();
  const [query, setQuery] = useState<AdminPageListQuery>({});
  const [creating, setCreating] = useState(false);
  const list = usePageList(query);

  const columns: TableProps<AdminPageSummary>['columns'] = [
    { title: PageAdminText.pageCode, dataIndex: 'pageCode', width: 200, render: (code: string) => <Typography.Text code>{code}</Typography.Text> },
    {
      title: PageAdminText.bizType,
      dataIndex: 'bizType',
      width: 140,
      render: (biz: number | null) => (biz === null ? '—' : `${biz} ${GoodsTypeName[biz as GoodsType] ?? ''}`),
    },
    { title: PageAdminText.pageTitle, dataIndex: 'pageTitle', ellipsis: true },
    {
      title: PageAdminText.status,
      dataIndex: 'status',
      width: 200,
      render: (status: number, page) => (
        <Space>
          <PageStatusTag status={status} />
          {page.draftPending ? <Badge status="processing" text={PageAdminText.draftPending} /> : null}
        </Space>
      ),
    },
    { title: PageAdminText.version, dataIndex: 'publishedVersion', width: 80, render: (v: number) => (v > 0 ? `v${v}` : '—') },
    { title: PageAdminText.updatedAt, dataIndex: 'updatedAt', width: 180, render: (at: string) => formatTime(at) },
    {
      title: PageAdminText.actions,
      width: 100,
      render: (_, page) => (
        <Button type="link" size="small" onClick={() => void navigate(editorPath(page.pageCode))}>
          {PageAdminText.edit}
        </Button>
      ),
    },
  ];

  return (
    <ListCard<AdminPageSummary, AdminPageListQuery>
      query={query}
      onQueryChange={setQuery}
      search={{ placeholder: PageAdminText.searchPlaceholder, width: 260 }}
      filters={[
        {
          field: 'status',
          label: PageAdminText.status,
          placeholder: PageAdminText.allStatuses,
          options: Object.values(PageStatus).map((s) => ({ value: s, label: PageStatusName[s] })),
        },
      ]}
      list={list}
      create={{ label: PageAdminText.newPage, onClick: () => setCreating(true) }}
      rowKey="pageCode"
      columns={columns}
    >
      <CreatePageModal open={creating} onClose={() => setCreating(false)} />
    </ListCard>
  );
}
