import { ArrowLeftOutlined } from '@ant-design/icons';
import { AdminText } from '@emall/contract';
import { Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface DetailHeadProps {
  /** The queue the item is in, and the words of the way back to it. */
  back: { to: string; text: string };
  title: ReactNode;
  /** The item's kind and state, beside its title. */
  tags: ReactNode;
  /** The page's own buttons, before 刷新. */
  extra?: ReactNode;
  /** The item's read: 刷新 asks again and spins while it does. */
  query: { isFetching: boolean; refetch: () => unknown };
}

/** The top of a queue item's page (售后工单, 保修工单, 发票): the way back, its number and state, 刷新. */
export function DetailHead({ back, title, tags, extra, query }: DetailHeadProps) {
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between' }} align="start" wrap>
      <Space orientation="vertical" size={4}>
        <Link to={back.to}>
          <ArrowLeftOutlined /> {back.text}
        </Link>
        <Space size={12} align="center">
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {tags}
        </Space>
      </Space>
      <Space>
        {extra}
        <Button onClick={() => void query.refetch()} loading={query.isFetching}>
          {AdminText.refresh}
        </Button>
      </Space>
    </Space>
  );
}
