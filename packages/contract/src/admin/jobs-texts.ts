/** 后台任务's words (issue 19). */
export const JobsAdminText = {
  title: '后台任务',
  queues: '任务队列',
  queue: '任务',
  queued: '等待执行',
  active: '执行中',
  failed: '已失败',
  kept: '保留记录',
  failures: '最近失败',
  failedAt: '失败时间',
  retries: '已重试次数',
  error: '错误信息',
  retryConfirm: '确定重新执行这个任务吗?',
  retried: '任务已重新排队',
  starting: '任务队列正在启动,请稍后刷新',
  noFailures: '暂无失败的任务',
} as const;
