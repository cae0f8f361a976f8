import { Typography } from 'antd';
import dayjs from 'dayjs';

const minute = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/** A window's start over its end, to the minute. */
export function WindowCell({ from, to }: { from: string; to: string }) {
  return (
    <Typography.Text style={{ fontSize: 12 }}>
      {minute(from)}
      <br />
      {minute(to)}
    </Typography.Text>
  );
}
