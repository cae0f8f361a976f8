import { UiText } from '@emall/contract';
import { StateBlock } from './state-block.tsx';

/** A read that failed: its message and a retry. */
export function LoadFailed({ error, retry }: { error: Error; retry: () => void }) {
  return <StateBlock title={error.message} actionText={UiText.reload} onAction={retry} fullPage />;
}
