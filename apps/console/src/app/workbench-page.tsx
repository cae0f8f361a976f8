import { AdminText, Permission, RoleName } from '@emall/contract';
import { Card, Col, Row, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page.tsx';
import { useMe } from '../features/operators/api/get-me.ts';
import { menuGroups } from './menu.tsx';
import { permittedPages } from './page-gate.tsx';

/** The landing page after sign-in: who is signed in, the shop's figures (dashboard:read), and the pages their roles open. */
export function WorkbenchPage() {
  const me = useMe().data;
  if (!me) return null;
  const pages = permittedPages(me.permissions).filter((page) => !page.hidden && page.path !== 'dashboard');
  return (
    <>
      <Card>
        <Space orientation="vertical" size={8}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            {AdminText.welcomeBack}，{me.displayName}
          </Typography.Title>
          <Typography.Text type="secondary">{AdminText.workbenchIntro}</Typography.Text>
          <Space size={4} wrap>
            <Typography.Text>{AdminText.yourRoles}：</Typography.Text>
            {me.roles.map((role) => (
              <Tag key={role} color="blue">
                {RoleName[role]}
              </Tag>
            ))}
          </Space>
        </Space>
      </Card>
      {me.permissions.includes(Permission.dashboardRead) && <DashboardPage />}
      <Card title={AdminText.yourPages}>
        <Row gutter={[16, 16]}>
          {pages.map((page) => (
            <Col key={page.path} span={6}>
              <Link to={`/${page.path}`}>
                <Card hoverable size="small">
                  <Space>
                    <span style={{ fontSize: 20 }}>{page.icon}</span>
                    <span>
                      <Typography.Text strong>{page.title}</Typography.Text>
                      <br />
                      <Typography.Text type="secondary">{menuGroups.find((g) => g.key === page.group)?.title}</Typography.Text>
                    </span>
                  </Space>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      </Card>
    </>
  );
}
