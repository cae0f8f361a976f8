import { JobNameText, JobsAdminText, UiText, type FailedJobView, type JobQueueView } from '@emall/contract';
import { Alert, Badge, Button, Card, Popconfirm, Table, Typography, type TableProps } from 'antd';
import { showSuccess } from '../../../lib/feedback.ts';
import { formatTime } from '../../../lib/format-time.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { useJobsOverview } from '../api/get-jobs.ts';
import { useRetryJob } from '../api/retry-job.ts';

const count = (n: number, status: 'processing' | 'error' | 'default') => (n > 0 ? <Badge status={status} text={n} /> : <Typography.Text type="secondary">0</Typography.Text>);

const queueColumns: TableProps<JobQueueView>['columns'] = [
  { title: JobsAdminText.queue, dataIndex: 'name', render: (name: JobQueueView['name']) => <Typography.Text strong>{JobNameText[name]}</Typography.Text> },
  { title: JobsAdminText.queued, dataIndex: 'queued', width: 140, render: (n: number) => count(n, 'default') },
  { title: JobsAdminText.active, dataIndex: 'active', width: 140, render: (n: number) => count(n, 'processing') },
  { title: JobsAdminText.failed, dataIndex: 'failed', width: 140, render: (n: number) => count(n, 'error') },
  { title: JobsAdminText.kept, dataIndex: 'total', width: 140 },
];

function RetryButton({ job }: { job: FailedJobView }) {
  const retry = useRetryJob();
  return (
    <Popconfirm title={JobsAdminText.retryConfirm} onConfirm={() => retry.mutateAsync(job.id).then(() => showSuccess(JobsAdminText.retried))}>
      <Button type="link" size="small" loading={retry.isPending}>
        {UiText.retry}
      </Button>
    </Popconfirm>
  );
}

const failureColumns: TableProps<FailedJobView>['columns'] = [
  { title: JobsAdminText.failedAt, dataIndex: 'failedAt', width: 180, render: (at: string | null) => formatTime(at) },
  { title: JobsAdminText.queue, dataIndex: 'name', width: 220, render: (name: FailedJobView['name']) => JobNameText[name] },
  { title: JobsAdminText.error, dataIndex: 'error', render: (error: string) => <Typography.Text type="danger">{error}</Typography.Text> },
  { title: JobsAdminText.retries, dataIndex: 'retryCount', width: 110 },
  { key: 'retry', width: 90, render: (_, job) => <RetryButton job={job} /> },
];

/** 后台任务 (超级管理员): how deep each queue is, what failed and why, and 重试 for a failed job. */
export function JobsPage() {
  const overview = useJobsOverview();
  if (overview.isError && !overview.data) return <LoadError error={overview.error} onRetry={() => void overview.refetch()} />;
  const data = overview.data;
  return (
    <>
      {data && !data.running && <Alert type="info" showIcon title={JobsAdminText.starting} />}
      <Card title={JobsAdminText.queues}>
        <Table<JobQueueView> rowKey="name" columns={queueColumns} dataSource={data?.queues} loading={!data} pagination={false} size="middle" />
      </Card>
      <Card title={JobsAdminText.failures}>
        <Table<FailedJobView>
          rowKey="id"
          columns={failureColumns}
          dataSource={data?.failures}
          loading={!data}
          pagination={false}
          // The table's own grey empty text fails contrast (axe): the darker grey of order records.
          locale={{ emptyText: <span style={{ color: '#595959' }}>{JobsAdminText.noFailures}</span> }}
        />
      </Card>
    </>
  );
}
