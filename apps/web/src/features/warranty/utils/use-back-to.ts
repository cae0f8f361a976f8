import { useNavigate } from 'react-router';
import { hasInAppHistory } from '../../../platform/location.ts';

/** Back one page, or (opened here from outside) to `fallback`: the page these pages hang from, not the shop home. */
export function useBackTo(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    if (hasInAppHistory()) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}
