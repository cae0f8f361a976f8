import { PlusOutlined } from '@ant-design/icons';
import { AgreementAdminText, AgreementType, AgreementTypeName, Permission, type AdminAgreementVersion } from '@emall/contract';
import { Button, Card, Modal, Table, Tabs, Tag, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { formatTime } from '../../../lib/format-time.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { RichTextEditor } from '../../../ui/rich-text-editor.tsx';
import { can, useMe } from '../../operators/api/get-me.ts';
import { useAgreementVersions } from '../api/list-agreement-versions.ts';
import { NewVersionDrawer } from '../components/new-version-drawer.tsx';

function Versions({ agmtType, writable }: { agmtType: AgreementType; writable: boolean }) {
  const versions = useAgreementVersions(agmtType);
  const [viewing, setViewing] = useState<AdminAgreementVersion | null>(null);
  const [drafting, setDrafting] = useState(false);
  const current = versions.data?.[0];

  const columns: TableProps<AdminAgreementVersion>['columns'] = [
    { title: AgreementAdminText.version, dataIndex: 'version', width: 140, render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
    { title: AgreementAdminText.title, dataIndex: 'agreeTile' },
    {
      title: AgreementAdminText.inForce,
      dataIndex: 'inForce',
      width: 120,
      render: (on: boolean) => (on ? <Tag color="#237804">{AgreementAdminText.inForce}</Tag> : <Tag>{AgreementAdminText.superseded}</Tag>),
    },
    { title: AgreementAdminText.publishedAt, dataIndex: 'updatedAt', width: 180, render: (at: string) => formatTime(at) },
    {
      title: AgreementAdminText.view,
      key: 'view',
      width: 90,
      render: (_, v) => (
        <Button type="link" size="small" onClick={() => setViewing(v)}>
          {AgreementAdminText.view}
        </Button>
      ),
    },
  ];

  if (versions.isError && !versions.data) return <LoadError error={versions.error} onRetry={() => void versions.refetch()} />;
  return (
    <>
      {writable && (
        <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={() => setDrafting(true)}>
          {AgreementAdminText.newVersion}
        </Button>
      )}
      <Table<AdminAgreementVersion>
        rowKey="id"
        columns={columns}
        dataSource={versions.data}
        loading={versions.isFetching}
        locale={{ emptyText: AgreementAdminText.noVersions }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
      />
      <Modal open={viewing !== null} width={860} footer={null} onCancel={() => setViewing(null)} title={viewing ? `${viewing.agreeTile} · ${viewing.version}` : ''} destroyOnHidden>
        {viewing && (
          <>
            {!viewing.inForce && <Typography.Paragraph type="secondary">{AgreementAdminText.readOnly}</Typography.Paragraph>}
            <RichTextEditor label={AgreementAdminText.content} value={viewing.content} />
          </>
        )}
      </Modal>
      {drafting && (
        <NewVersionDrawer
          agmtType={agmtType}
          open={drafting}
          current={current ? { title: current.agreeTile, version: '', content: current.content } : null}
          onClose={() => setDrafting(false)}
        />
      )}
    </>
  );
}

/** 协议管理: each agreement's versions (the newest in force); a new version is published, never an old one edited. */
export function AgreementsPage() {
  const me = useMe().data;
  const writable = me !== undefined && can(me, Permission.contentWrite);
  return (
    <Card>
      <Tabs
        items={Object.values(AgreementType).map((t) => ({ key: t, label: AgreementTypeName[t], children: <Versions agmtType={t} writable={writable} /> }))}
      />
    </Card>
  );
}
