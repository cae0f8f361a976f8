import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { AdminText } from '@emall/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Input, Select, Space, type TableProps } from 'antd';
import { useState, type Key, type ReactNode } from 'react';
import { PagedTable, type PagedRows } from './paged-table.tsx';

/** What every list query of the admin API may carry besides its own filters. */
interface ListQuery {
  keyword?: string;
  pageNo?: number;
  pageSize?: number;
}

type FilterValue = string | number | boolean;
interface FilterOption {
  value: FilterValue;
  label: ReactNode;
}

/** One select of the toolbar: it sets `field` of the query (cleared: left out). */
interface ListFilter<Q> {
  field: keyof Q & string;
  /** The accessible name (the column it filters). */
  label: string;
  /** Shown while nothing is chosen (全部…). */
  placeholder: string;
  options: FilterOption[];
  width?: number;
}

interface ListCardProps<Row, Q extends ListQuery> {
  query: Q;
  onQueryChange: (query: Q) => void;
  /** The keyword search: its placeholder doubles as its accessible name. */
  search: { placeholder: string; width?: number };
  filters?: readonly ListFilter<Q>[];
  /** Further toolbar fields after the selects (a date range); they set the query themselves. */
  toolbar?: ReactNode;
  /** A paged answer, or a whole list (no paging). */
  list: UseQueryResult<PagedRows<Row> | Row[]>;
  /** The primary button (新建…); left out when the operator may not write. */
  create?: { label: string; onClick: () => void } | false;
  rowKey: keyof Row & string;
  columns: TableProps<Row>['columns'];
  scrollX?: number;
  /** Drawers and modals the page opens from its rows. */
  children?: ReactNode;
}

/**
 * A console list page's card: the toolbar (keyword search, filter selects, 刷新 and the create
 * button), the table with its paging, and the failed-load result in its place.
 */
export function ListCard<Row extends object, Q extends ListQuery>({
  query,
  onQueryChange,
  search,
  filters = [],
  toolbar,
  list,
  create,
  rowKey,
  columns,
  scrollX,
  children,
}: ListCardProps<Row, Q>) {
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  // A new search or filter starts again at page 1 (a list without paging carries no pageNo).
  const refine = (change: Partial<Q>) => onQueryChange({ ...query, ...change, ...('pageNo' in query ? { pageNo: 1 } : {}) });

  return (
    <Card
      title={
        <Space wrap>
          <Input.Search
            aria-label={search.placeholder}
            placeholder={search.placeholder}
            allowClear
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(value) => refine({ keyword: value.trim() || undefined } as Partial<Q>)}
            style={{ width: search.width ?? 280 }}
          />
          {filters.map((filter) => (
            <Select<FilterValue, FilterOption>
              key={filter.field}
              aria-label={filter.label}
              placeholder={filter.placeholder}
              allowClear
              style={{ width: filter.width ?? 140 }}
              value={query[filter.field] as FilterValue | undefined}
              options={filter.options}
              onChange={(value?: FilterValue) => refine({ [filter.field]: value } as Partial<Q>)}
            />
          ))}
          {toolbar}
        </Space>
      }
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} aria-label={AdminText.refresh} />
          {create && (
            <Button type="primary" icon={<PlusOutlined />} onClick={create.onClick}>
              {create.label}
            </Button>
          )}
        </Space>
      }
    >
      <PagedTable<Row>
        list={list}
        onPage={(pageNo, pageSize) => onQueryChange({ ...query, pageNo, pageSize })}
        rowKey={(row) => row[rowKey] as Key}
        columns={columns}
        scroll={scrollX === undefined ? undefined : { x: scrollX }}
      />
      {children}
    </Card>
  );
}
