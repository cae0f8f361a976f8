import { ADMIN_PAGE_SIZE, AdminText } from '@emall/contract';
import type { TablePaginationConfig } from 'antd';

/** The table paging of a paged answer ({ pageNo, pageSize, totalNum }), with 共 N 条. */
export function pagination(
  page: { pageNo: number; pageSize: number; totalNum: number } | undefined,
  onChange: (pageNo: number, pageSize: number) => void,
): TablePaginationConfig {
  return {
    current: page?.pageNo ?? 1,
    pageSize: page?.pageSize ?? ADMIN_PAGE_SIZE,
    total: page?.totalNum ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50, 100],
    showTotal: (total) => AdminText.totalOf.replace('{n}', String(total)),
    onChange,
  };
}
