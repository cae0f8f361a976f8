import { UiText } from '@emall/contract';
import { Button, Result } from 'antd';

/** A failed load in place of what it would have shown, with the server's message and a retry. */
export function LoadError({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={UiText.loadFailed}
      subTitle={error?.message}
      extra={
        <Button type="primary" onClick={onRetry}>
          {UiText.retry}
        </Button>
      }
    />
  );
}
