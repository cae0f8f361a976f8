import { ArticleAdminText, ArticleLimits, type AdminArticle, type ArticleBody } from '@emall/contract';
import { Alert, Button, Drawer, Form, Input, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/http.ts';
import { showSuccess } from '../../../lib/feedback.ts';
import { RichTextEditor } from '../../../ui/rich-text-editor.tsx';
import { useArticle } from '../api/get-article.ts';
import { useSaveArticle } from '../api/save-article.ts';
import { useUploadArticlePicture } from '../api/upload-article-picture.ts';
import { PictureField, type Picture } from './picture-field.tsx';

interface ArticleForm {
  title: string;
  authorName: string;
  summary: string;
  cover: Picture | null;
  avatar: Picture | null;
  bodyHtml: string;
}

function toForm(a: AdminArticle): ArticleForm {
  return {
    title: a.title,
    authorName: a.authorName,
    summary: a.summary,
    cover: { url: a.coverUrl, width: a.coverWidth, height: a.coverHeight },
    avatar: a.authorAvatarUrl ? { url: a.authorAvatarUrl, width: 0, height: 0 } : null,
    bodyHtml: a.bodyHtml,
  };
}

function toBody(f: ArticleForm): ArticleBody {
  return {
    title: f.title.trim(),
    authorName: f.authorName.trim(),
    summary: (f.summary ?? '').trim(),
    coverUrl: f.cover!.url,
    coverWidth: f.cover!.width,
    coverHeight: f.cover!.height,
    authorAvatarUrl: f.avatar?.url ?? '',
    bodyHtml: f.bodyHtml,
  };
}

const blank: ArticleForm = { title: '', authorName: '', summary: '', cover: null, avatar: null, bodyHtml: '' };

/** 新建文章 / 编辑文章 in a drawer: the list stays behind it. `id` undefined: closed; null: a new article. Keyed by id by its caller, so a refusal shown does not outlive its article. */
export function ArticleDrawer({ id, onClose }: { id: string | null | undefined; onClose: () => void }) {
  const article = useArticle(id ?? null);
  const save = useSaveArticle();
  const coverUpload = useUploadArticlePicture();
  const avatarUpload = useUploadArticlePicture();
  const bodyUpload = useUploadArticlePicture();
  const [form] = Form.useForm<ArticleForm>();
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (id === null) form.setFieldsValue(blank);
    else if (article.data) form.setFieldsValue(toForm(article.data));
  }, [id, article.data, form]);

  const submit = (values: ArticleForm) =>
    save.mutateAsync({ id: id ?? null, body: toBody(values) }).then(
      () => {
        showSuccess(ArticleAdminText.saved);
        onClose();
      },
      (err: unknown) => setRefusal(err instanceof ApiError ? err.message : String(err)),
    );

  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      size={880}
      destroyOnHidden
      title={id ? ArticleAdminText.editArticle : ArticleAdminText.newArticle}
      extra={
        <Space>
          <Button onClick={onClose}>{ArticleAdminText.cancel}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {ArticleAdminText.save}
          </Button>
        </Space>
      }
    >
      {id && article.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Form<ArticleForm> form={form} layout="vertical" onFinish={(v) => void submit(v)} initialValues={blank}>
          {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
          <Form.Item name="title" label={ArticleAdminText.title} rules={[{ required: true, whitespace: true, message: ArticleAdminText.titleRequired }]}>
            <Input maxLength={ArticleLimits.titleMax} showCount />
          </Form.Item>
          <Form.Item name="summary" label={ArticleAdminText.summary} extra={ArticleAdminText.summaryHint}>
            <Input.TextArea maxLength={ArticleLimits.summaryMax} showCount autoSize={{ minRows: 2, maxRows: 3 }} />
          </Form.Item>
          <Space size="large" align="start">
            <Form.Item name="cover" label={ArticleAdminText.cover} rules={[{ required: true, message: ArticleAdminText.coverRequired }]}>
              <PictureField upload={coverUpload} label={ArticleAdminText.uploadCover} />
            </Form.Item>
            <Form.Item name="avatar" label={ArticleAdminText.authorAvatar}>
              <PictureField upload={avatarUpload} label={ArticleAdminText.authorAvatar} />
            </Form.Item>
            <Form.Item name="authorName" label={ArticleAdminText.authorName} rules={[{ required: true, whitespace: true, message: ArticleAdminText.authorRequired }]}>
              <Input maxLength={ArticleLimits.authorMax} style={{ width: 240 }} />
            </Form.Item>
          </Space>
          <Form.Item name="bodyHtml" label={ArticleAdminText.body} rules={[{ required: true, message: ArticleAdminText.bodyRequired }]}>
            <RichTextEditor label={ArticleAdminText.body} upload={bodyUpload} />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}
