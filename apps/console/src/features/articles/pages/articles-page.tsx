import { ADMIN_PAGE_SIZE, AdminText, ArticleAdminStatus, ArticleAdminText, Permission, type AdminArticleQuery, type AdminArticleRow } from '@emall/contract';
import { Button, Image, Popconfirm, Space, Tag, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { showSuccess } from '../../../lib/feedback.ts';
import { formatTime } from '../../../lib/format-time.ts';
import { ListCard } from '../../../ui/list-card.tsx';
import { can, useMe } from '../../operators/api/get-me.ts';
import { useArticleList } from '../api/list-articles.ts';
import { usePublishArticle } from '../api/publish-article.ts';
import { ArticleDrawer } from '../components/article-drawer.tsx';


function PublishButton({ row }: { row: AdminArticleRow }) {
  const publish = usePublishArticle();
  const publishing = row.status === ArticleAdminStatus.draft;
  return (
    <Popconfirm
      title={publishing ? ArticleAdminText.publishConfirm : ArticleAdminText.unpublishConfirm}
      onConfirm={() =>
        publish
          .mutateAsync({ id: row.id, publish: publishing })
          .then(() => showSuccess(publishing ? ArticleAdminText.publishedDone : ArticleAdminText.unpublishedDone))
          .catch(() => undefined)
      }
    >
      <Button type="link" size="small" danger={!publishing} loading={publish.isPending}>
        {publishing ? ArticleAdminText.publish : ArticleAdminText.unpublish}
      </Button>
    </Popconfirm>
  );
}

/** 文章管理: the PGC articles of the feed; search, status, paging; edit in a drawer, publish after a confirmation. */
export function ArticlesPage() {
  const me = useMe().data;
  const writable = me !== undefined && can(me, Permission.contentWrite);
  const [query, setQuery] = useState<AdminArticleQuery>({ pageNo: 1, pageSize: ADMIN_PAGE_SIZE });
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const list = useArticleList(query);

  const columns: TableProps<AdminArticleRow>['columns'] = [
    {
      title: ArticleAdminText.title,
      key: 'title',
      render: (_, a) => (
        <Space align="start">
          <Image src={`${a.coverUrl}?w=180`} width={72} height={54} style={{ objectFit: 'cover', borderRadius: 6 }} alt={a.title} preview={false} />
          <Space orientation="vertical" size={2}>
            <Typography.Text strong>{a.title}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              ID {a.id}
            </Typography.Text>
          </Space>
        </Space>
      ),
    },
    { title: ArticleAdminText.authorName, dataIndex: 'authorName', width: 140 },
    {
      title: ArticleAdminText.status,
      dataIndex: 'status',
      width: 100,
      render: (status: string) =>
        status === ArticleAdminStatus.published ? <Tag color="#237804">{ArticleAdminText.published}</Tag> : <Tag>{ArticleAdminText.draft}</Tag>,
    },
    { title: ArticleAdminText.likeCount, dataIndex: 'likeCount', width: 80, align: 'right' },
    { title: ArticleAdminText.publishedAt, dataIndex: 'publishedAt', width: 170, render: (at: string | null) => (at ? formatTime(at) : '—') },
    { title: ArticleAdminText.createdAt, dataIndex: 'createdAt', width: 170, render: (at: string) => formatTime(at) },
    {
      title: AdminText.actions,
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_, a) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(a.id)}>
            {ArticleAdminText.edit}
          </Button>
          {writable && <PublishButton row={a} />}
        </Space>
      ),
    },
  ];

  return (
    <ListCard<AdminArticleRow, AdminArticleQuery>
      query={query}
      onQueryChange={setQuery}
      search={{ placeholder: ArticleAdminText.searchPlaceholder }}
      filters={[
        {
          field: 'status',
          label: ArticleAdminText.status,
          placeholder: ArticleAdminText.allStatuses,
          options: [
            { value: ArticleAdminStatus.published, label: ArticleAdminText.published },
            { value: ArticleAdminStatus.draft, label: ArticleAdminText.draft },
          ],
        },
      ]}
      list={list}
      create={writable && { label: ArticleAdminText.newArticle, onClick: () => setEditing(null) }}
      rowKey="id"
      columns={columns}
      scrollX={1000}
    >
      <ArticleDrawer key={String(editing)} id={editing} onClose={() => setEditing(undefined)} />
    </ListCard>
  );
}
