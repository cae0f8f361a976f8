import { AgreementAdminText, AgreementLimits, AgreementTypeName, ArticleAdminText, type AgreementType, type AgreementVersionBody } from '@emall/contract';
import { Alert, Button, Drawer, Form, Input, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { showSuccess } from '../../../lib/feedback.ts';
import { ApiError } from '../../../lib/http.ts';
import { RichTextEditor } from '../../../ui/rich-text-editor.tsx';
import { useUploadArticlePicture } from '../../articles/api/upload-article-picture.ts';
import { usePublishAgreementVersion } from '../api/publish-agreement-version.ts';

interface NewVersionDrawerProps {
  agmtType: AgreementType;
  /** The version in force, as the starting point of the new one. */
  current: AgreementVersionBody | null;
  open: boolean;
  onClose: () => void;
}

/** 发布新版本: title, a new version label and the HTML; published after a confirmation, in force at once. */
export function NewVersionDrawer({ agmtType, current, open, onClose }: NewVersionDrawerProps) {
  const publish = usePublishAgreementVersion(agmtType);
  const upload = useUploadArticlePicture();
  const [form] = Form.useForm<AgreementVersionBody>();
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await publish.mutateAsync({ ...values, title: values.title.trim() }).then(
      () => {
        showSuccess(AgreementAdminText.publishedDone);
        onClose();
      },
      (err: unknown) => setRefusal(err instanceof ApiError ? err.message : String(err)),
    );
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={880}
      destroyOnHidden
      title={`${AgreementTypeName[agmtType]} · ${AgreementAdminText.newVersion}`}
      extra={
        <Space>
          <Button onClick={onClose}>{ArticleAdminText.cancel}</Button>
          <Popconfirm title={AgreementAdminText.publishConfirm} onConfirm={() => void submit()}>
            <Button type="primary" loading={publish.isPending}>
              {AgreementAdminText.newVersion}
            </Button>
          </Popconfirm>
        </Space>
      }
    >
      <Form<AgreementVersionBody> form={form} layout="vertical" initialValues={{ title: current?.title ?? '', version: '', content: current?.content ?? '' }}>
        {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
        <Space size="large" align="start">
          <Form.Item name="title" label={AgreementAdminText.title} rules={[{ required: true, whitespace: true, message: AgreementAdminText.titleRequired }]}>
            <Input maxLength={AgreementLimits.titleMax} style={{ width: 360 }} />
          </Form.Item>
          <Form.Item
            name="version"
            label={AgreementAdminText.version}
            extra={AgreementAdminText.versionHint}
            rules={[{ required: true, pattern: /^[A-Za-z0-9._-]+$/, message: AgreementAdminText.versionRequired }]}
          >
            <Input maxLength={AgreementLimits.versionMax} style={{ width: 200 }} />
          </Form.Item>
        </Space>
        <Form.Item name="content" label={AgreementAdminText.content} rules={[{ required: true, message: AgreementAdminText.contentRequired }]}>
          <RichTextEditor label={AgreementAdminText.content} upload={upload} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
