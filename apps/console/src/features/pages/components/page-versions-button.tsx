import { HistoryOutlined } from '@ant-design/icons';
import { PageAdminText } from '@emall/contract';
import { Button, Drawer, List, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { showSuccess } from '../../../lib/feedback.ts';
import { formatTime } from '../../../lib/format-time.ts';
import { usePageVersions, useRestorePageVersion } from '../api/list-page-versions.ts';

/** Every published version of the page; one can be brought back into the draft. */
export function PageVersionsButton({ pageCode, onRestored }: { pageCode: string; onRestored: () => void }) {
  const [open, setOpen] = useState(false);
  const versions = usePageVersions(pageCode, open);
  const restore = useRestorePageVersion(pageCode);
  return (
    <>
      <Button icon={<HistoryOutlined />} onClick={() => setOpen(true)}>
        {PageAdminText.versions}
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title={PageAdminText.versions} size={380}>
        <List
          loading={versions.isFetching}
          dataSource={versions.data ?? []}
          renderItem={(v) => (
            <List.Item
              actions={[
                <Popconfirm
                  key="restore"
                  title={PageAdminText.restore}
                  onConfirm={() =>
                    restore.mutateAsync(v.version).then(() => {
                      showSuccess(PageAdminText.restored);
                      onRestored();
                      setOpen(false);
                    })
                  }
                >
                  <Button size="small" type="link">
                    {PageAdminText.restore}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={<Typography.Text strong>{`v${v.version}`}</Typography.Text>}
                description={`${formatTime(v.publishedAt)}${v.operatorId === null ? ` · ${PageAdminText.seededVersion}` : ''}`}
              />
            </List.Item>
          )}
        />
      </Drawer>
    </>
  );
}
