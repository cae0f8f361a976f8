import { AdminText, UiText, type Permission } from '@emall/contract';
import { Button, Card, Result, Skeleton } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { can, useMe } from '../features/operators/api/get-me.ts';
import { consolePages, type ConsolePage } from './menu.tsx';

function BackHome() {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => void navigate('/')}>
      {AdminText.backToConsoleHome}
    </Button>
  );
}

/** What an operator sees on a page their roles do not allow (the server would refuse its calls). */
function ForbiddenResult() {
  return <Result status="403" title={AdminText.forbiddenTitle} subTitle={AdminText.forbiddenText} extra={<BackHome />} />;
}

export function NotFoundPage() {
  return <Result status="404" title={AdminText.notFoundTitle} subTitle={AdminText.notFoundText} extra={<BackHome />} />;
}

/** A page chunk that failed to load (a deploy replaced it) or a render fault: offer a reload. */
export function RouteErrorPage() {
  return (
    <Result
      status="error"
      title={UiText.loadFailed}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {UiText.reload}
        </Button>
      }
    />
  );
}

function PageSkeleton() {
  return (
    <Card>
      <Skeleton active paragraph={{ rows: 8 }} />
    </Card>
  );
}

/** One registered page: its permission checked, its chunk loaded, its title in the browser tab. */
export function PageGate({ page }: { page: ConsolePage }) {
  const me = useMe().data;
  useEffect(() => {
    document.title = `${page.title} · ${AdminText.consoleName}`;
  }, [page.title]);
  if (!me || !can(me, page.permission)) return <ForbiddenResult />;
  const Page = page.component;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Page />
    </Suspense>
  );
}

/** The pages the operator may open, in registry order. */
export function permittedPages(permissions: readonly Permission[]): ConsolePage[] {
  return consolePages.filter((page) => page.permission === null || permissions.includes(page.permission));
}

const Workbench = lazy(async () => ({ default: (await import('./workbench-page.tsx')).WorkbenchPage }));

/**
 * /console/ opens the first page the operator may use (the dashboard for most); a role with no
 * page of its own yet gets the welcome page rather than a refusal.
 */
export function HomeRedirect() {
  const me = useMe().data;
  const first = me ? permittedPages(me.permissions).find((page) => !page.hidden) : undefined;
  if (first) return <Navigate to={`/${first.path}`} replace />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Workbench />
    </Suspense>
  );
}
