import { brand, prefersReducedMotion } from '@emall/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useState, type ReactNode } from 'react';
import { bindMessage } from '../lib/feedback.ts';
import { createQueryClient } from '../lib/query-client.ts';

dayjs.locale('zh-cn');

/**
 * A preset tag (<Tag color="gold">) writes its text in the palette's 7th shade on its 1st; for these
 * seven that falls short of 4.5:1 (gold 2.8:1), so the text takes the first shade that passes.
 * antd 6 keeps each shade under two names (`gold7` and `gold-7`) and its CSS variable
 * (`--ant-gold-7`) takes the second: both are set (axe found the 2.8:1 gold in the operators list
 * with the first alone).
 */
const tagTextShades = Object.fromEntries(
  Object.entries({ volcano: '#AD2102', orange: '#AD4E00', gold: '#874D00', yellow: '#876800', lime: '#3F6600', green: '#237804', cyan: '#006D75' }).flatMap(
    ([color, shade]) => [
      [`${color}7`, shade],
      [`${color}-7`, shade],
    ],
  ),
);

/** A device that asks for less motion gets antd without its fades, slides and ink bars. */
const motion = !prefersReducedMotion(window);

/** The console's look: the brand's blue (6.7:1 on white, so links and buttons pass contrast). */
const consoleTheme = {
  algorithm: theme.defaultAlgorithm,
  token: {
    motion,
    colorPrimary: brand.colors.primary,
    colorLink: brand.colors.primary,
    colorBgLayout: '#F0F2F5',
    borderRadius: 6,
    // antd's secondary text and placeholders (45%, 25% black) fall short of 4.5:1 on white.
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    // antd's red (#ff4d4f, 3.3:1 on white) is too faint for danger buttons and overdue timers; this is 5.9:1.
    colorError: '#CF1322',
    ...tagTextShades,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { siderBg: '#001529', headerBg: '#FFFFFF', headerHeight: 56, headerPadding: '0 24px' },
    Menu: { darkItemBg: '#001529', darkSubMenuItemBg: '#000C17', darkItemSelectedBg: brand.colors.primary },
  },
};

/** Binds antd's themed message API for code outside React (the http client). */
function MessageBinder() {
  const { message } = AntApp.useApp();
  useEffect(() => bindMessage(message), [message]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    // No space forced between two Chinese characters of a button: its name reads as written (登录, not 登 录).
    <ConfigProvider locale={zhCN} theme={consoleTheme} button={{ autoInsertSpace: false }}>
      <AntApp>
        <MessageBinder />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
