import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { openLink } from './navigation.ts';

/** openLink bound to the router: in-app links navigate, other sites load. */
export function useOpenLink(): (link: string) => void {
  const navigate = useNavigate();
  return useCallback((link: string) => openLink(link, (to, options) => void navigate(to, options)), [navigate]);
}
