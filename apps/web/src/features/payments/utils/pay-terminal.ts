import { PayTerminalType } from '@emall/contract';
import type { PlatformKind } from '../../../platform/platform-types.ts';

/** §7 pay-config terminalType: H5 inside the messenger's webview, OUT_H5 everywhere else. */
export function payTerminalOf(kind: PlatformKind): PayTerminalType {
  return kind === 'messenger' ? PayTerminalType.H5 : PayTerminalType.OUT_H5;
}
