import { LockOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { AdminText, brand, RoleName, type Permission } from '@emall/contract';
import { Avatar, Breadcrumb, Button, Layout, Menu, Space, Tag, Typography, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { Link, matchPath, Outlet, useLocation, useNavigate } from 'react-router';
import { useMe } from '../features/operators/api/get-me.ts';
import { useSignOut } from '../features/operators/api/sign-out.ts';
import { showSuccess } from '../lib/feedback.ts';
import { CHANGE_PASSWORD_PATH } from '../lib/navigation.ts';
import { BrandMark } from '../ui/brand-mark.tsx';
import { consolePages, menuGroups, type ConsolePage } from './menu.tsx';
import { permittedPages } from './page-gate.tsx';
import styles from './console-layout.module.css';

const { Sider, Header, Content } = Layout;

function currentPage(pathname: string): ConsolePage | undefined {
  return consolePages.find((page) => matchPath({ path: `/${page.path}`, end: true }, pathname));
}

/** The side menu: the operator's permitted pages under their groups. */
function useMenuItems(permissions: readonly Permission[]): MenuProps['items'] {
  return useMemo(() => {
    const pages = permittedPages(permissions).filter((page) => !page.hidden);
    return menuGroups.flatMap((group) => {
      const children = pages
        .filter((page) => page.group === group.key)
        .map((page) => ({ key: `/${page.path}`, icon: page.icon, label: <Link to={`/${page.path}`}>{page.title}</Link> }));
      if (children.length === 0) return [];
      return [{ key: group.key, icon: group.icon, label: group.title, children }];
    });
  }, [permissions]);
}

function OperatorBar() {
  const me = useMe().data;
  const signOut = useSignOut();
  const navigate = useNavigate();
  if (!me) return null;
  const onSignOut = () => signOut.mutate(undefined, { onSettled: () => showSuccess(AdminText.signedOut) });
  return (
    <Space size={16}>
      <Space size={8}>
        <Avatar size="small" style={{ backgroundColor: brand.colors.primary }} icon={<UserOutlined />} />
        <Typography.Text strong>{me.displayName}</Typography.Text>
        {me.roles.map((role) => (
          <Tag key={role} color="blue" variant="filled">
            {RoleName[role]}
          </Tag>
        ))}
      </Space>
      <Button type="text" icon={<LockOutlined />} onClick={() => void navigate(CHANGE_PASSWORD_PATH)}>
        {AdminText.changePassword}
      </Button>
      <Button type="text" icon={<LogoutOutlined />} loading={signOut.isPending} onClick={onSignOut}>
        {AdminText.signOut}
      </Button>
    </Space>
  );
}

/** The console's frame: side menu by permission, header with the operator, the page's title. */
export function ConsoleLayout() {
  const me = useMe().data;
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const items = useMenuItems(me?.permissions ?? []);
  const page = currentPage(location.pathname);
  const group = menuGroups.find((g) => g.key === page?.group);
  // A page reached from another (a case, an invoice) keeps its list's menu entry lit.
  const listed = page?.hidden ? consolePages.find((p) => !p.hidden && page.path.startsWith(`${p.path}/`)) : page;
  const selected = listed ? [`/${listed.path}`] : [];
  const [openKeys, setOpenKeys] = useState<string[]>(() => menuGroups.map((g) => g.key));

  return (
    <Layout className={styles.root}>
      <Sider width={224} collapsed={collapsed} collapsedWidth={64} trigger={null} className={styles.sider}>
        <Link to="/" className={styles.brand} aria-label={collapsed ? AdminText.consoleName : undefined}>
          <BrandMark />
          {!collapsed && (
            <span className={styles.brandText}>
              <span className={styles.brandName}>{AdminText.consoleName}</span>
              <span className={styles.brandSub}>{brand.name}</span>
            </span>
          )}
        </Link>
        <nav aria-label={AdminText.mainMenu}>
          <Menu
            theme="dark"
            mode="inline"
            items={items}
            selectedKeys={selected}
            openKeys={collapsed ? undefined : openKeys}
            onOpenChange={setOpenKeys}
          />
        </nav>
      </Sider>
      <Layout>
        <Header className={styles.header}>
          <Button
            type="text"
            aria-label={collapsed ? AdminText.expandMenu : AdminText.collapseMenu}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed(!collapsed)}
          />
          <OperatorBar />
        </Header>
        <Content className={styles.content}>
          {page && (
            <div className={styles.pageHead}>
              <Breadcrumb items={[{ title: group?.title }, { title: page.title }]} />
              <Typography.Title level={1} className={styles.pageTitle}>
                {page.title}
              </Typography.Title>
            </div>
          )}
          <div className={styles.main}>
            <Outlet />
          </div>
        </Content>
      </Layout>
    </Layout>
  );
}
