import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableProps } from 'antd';
import { LoadError } from './load-error.tsx';
import { pagination } from './pagination.ts';

/** A page of a list answer of the admin API. */
export interface PagedRows<Row> {
  pageNo: number;
  pageSize: number;
  totalNum: number;
  result: Row[];
}

type PagedTableProps<Row> = Omit<TableProps<Row>, 'dataSource' | 'loading' | 'pagination'> & {
  /** A paged answer, or a whole list (no paging). */
  list: UseQueryResult<PagedRows<Row> | Row[]>;
  /** A new page or page size was chosen. */
  onPage: (pageNo: number, pageSize: number) => void;
  /** Rows to show instead of the answer's (none until the page has something to list). */
  rows?: readonly Row[];
};

/**
 * A list query's table: its rows, loading while it fetches, paging with 共 N 条; a load that failed
 * before any answer arrived shows the failure with 重试 in its place.
 */
export function PagedTable<Row extends object>({ list, onPage, rows, ...table }: PagedTableProps<Row>) {
  const data = list.data;
  if (list.isError && data === undefined) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Table<Row>
      {...table}
      dataSource={rows ?? (Array.isArray(data) ? data : data?.result)}
      loading={list.isFetching}
      pagination={Array.isArray(data) ? false : pagination(data, onPage)}
    />
  );
}
