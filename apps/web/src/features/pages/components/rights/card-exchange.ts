import { ErrorCode, ExchangeSource, Text, fillText } from '@emall/contract';
import { Dialog, Toast } from '../../../../lib/antd-imperative.ts';
import { ApiError } from '../../../../lib/http.ts';
import { navigateTo } from '../../../../lib/navigation.ts';
import { isLoggedIn, useSession } from '../../../../lib/session.ts';
import { showToast } from '../../../../lib/toast.ts';
import { currentLocationPath } from '../../../../platform/location.ts';
import { platform } from '../../../../platform/platform.ts';
import { exchangeCard, preCheckCard } from '../../../rights/api/exchange-card.ts';
import { exchangeSuccessPath, type ExchangeSuccessState } from './exchange-success-link.ts';

/** What the exchange needs to know of a card; eprice null when the page does not say (an equity jump to a card shown nowhere on it). */
export interface ExchangeCardInput {
  cardId: string;
  eprice: number | null;
  desc?: string;
  /** Where the card is used (the success page's 去使用), when the page says. */
  useJumpUrl?: string;
  /** Called once the card is exchanged, before the success page opens (the page's states are stale). */
  onExchanged?: () => void;
}

/** Confirm title when the price is not known on this page (the pre-check's description says what it is). */
const EXCHANGE_CONFIRM_UNPRICED = '确认兑换这张权益卡?';
/** In a container without a task centre (browser, messenger, mini-program), '立即前往' says where it is. */
const TASK_CENTRE_IN_APP = '任务中心在曜川汽车App中，打开App即可赚取E值';

/** Where the exchange was started, §7: the car app, the mini-program, or the web. */
function exchangeSource(): ExchangeSource {
  if (platform.kind === 'carApp') return ExchangeSource.APP;
  if (platform.kind === 'miniProgram') return ExchangeSource.WEAPP;
  return ExchangeSource.H5;
}

function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** §8: 17004 — the insufficient-E-value dialog; '立即前往' opens the task centre. */
function showEValueShortDialog(): void {
  Dialog.show({
    title: Text.evalueNotEnoughTitle,
    content: Text.evalueNotEnoughHint,
    closeOnMaskClick: true,
    closeOnAction: true,
    actions: [
      {
        key: 'go',
        text: Text.goNow,
        bold: true,
        onClick: () => {
          if (!platform.navigate('taskCenter')) showToast(TASK_CENTRE_IN_APP);
        },
      },
    ],
  });
}

async function runExchange(card: ExchangeCardInput): Promise<void> {
  Toast.show({ icon: 'loading', content: '兑换中…', duration: 0, maskClickable: false });
  let id: string;
  try {
    id = await exchangeCard(card.cardId, exchangeSource(), randomKey());
  } catch (cause) {
    Toast.clear();
    const error = cause instanceof ApiError ? cause : new ApiError();
    if (error.code === ErrorCode.EVALUE_NOT_ENOUGH) showEValueShortDialog();
    // 9999 is the wrapper's (logout and login); every other refusal is toasted once, here.
    else if (error.code !== ErrorCode.SESSION_EXPIRED) showToast(error.message);
    return;
  }
  Toast.clear();
  card.onExchanged?.();
  const state: ExchangeSuccessState = { useJumpUrl: card.useJumpUrl ?? '' };
  navigateTo(exchangeSuccessPath(id), { state });
}

/**
 * The card exchange of §4: a guest goes to login; a free card (eprice 0) is exchanged at once;
 * otherwise the pre-check's description is shown in '使用{eprice}E值兑换一张' (the mask closes
 * it) and confirming exchanges. Success opens the success page; 17004 the E-value dialog.
 */
export async function startCardExchange(card: ExchangeCardInput): Promise<void> {
  if (!isLoggedIn(useSession.getState())) {
    platform.login({ redirect: currentLocationPath() });
    return;
  }
  if (card.eprice === 0) {
    await runExchange(card);
    return;
  }
  let description: string;
  try {
    description = await preCheckCard(card.cardId);
  } catch {
    return; // the wrapper has said why
  }
  const confirmed = await Dialog.confirm({
    title: card.eprice === null ? EXCHANGE_CONFIRM_UNPRICED : fillText(Text.exchangeConfirm, { eprice: card.eprice }),
    content: description || card.desc || undefined,
    closeOnMaskClick: true,
    cancelText: Text.cancel,
    confirmText: Text.confirm,
  });
  if (confirmed) await runExchange(card);
}
