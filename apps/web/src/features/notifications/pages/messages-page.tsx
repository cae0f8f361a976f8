import { MessageText, messageTargetUrl, MINE_ROUTE, Text, UiText, type MessageView } from '@emall/contract';
import { chinaDateTimeText } from '@emall/domain';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLoginRequired } from '../../../lib/use-login-required.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { useMessages, useReadMessage } from '../api/messages-api.ts';
import styles from './messages-page.module.css';

/** /store/messages (ours, docs/decisions/notifications.md): 消息, the in-shop messages newest first; tapping one marks it read and opens its target. */
export function MessagesPage() {
  const loggedIn = useLoginRequired();
  const navigate = useNavigate();
  useDocumentTitle(MessageText.title);
  if (!loggedIn) return <PageLoading />;
  return (
    <main className={styles.page}>
      <PageHeader title={MessageText.title} onBack={() => void navigate(MINE_ROUTE)} />
      <MessageList />
    </main>
  );
}

function MessageList() {
  const list = useMessages();
  const messages: MessageView[] = list.data?.pages.flatMap((page) => page.result) ?? [];
  if (list.isPending) return <MessagesSkeleton />;
  if (list.isError && !list.data) return <StateBlock title={list.error.message} actionText={UiText.reload} onAction={() => void list.refetch()} fullPage />;
  if (messages.length === 0) return <StateBlock illustration="empty" title={MessageText.empty} fullPage />;
  return (
    <>
      <ul className={styles.list} aria-label={MessageText.title}>
        {messages.map((m) => (
          <MessageItem key={m.messageId} message={m} />
        ))}
      </ul>
      <div className={styles.foot}>
        {list.hasNextPage ? (
          <button type="button" className={styles.retry} disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {list.isFetchingNextPage ? UiText.loadingMore : list.isFetchNextPageError ? UiText.reload : MessageText.more}
          </button>
        ) : (
          <span>{Text.feedEnd}</span>
        )}
      </div>
    </>
  );
}

/** A message card: a tap marks it read and opens what it is about (older messages have no target). */
function MessageItem({ message }: { message: MessageView }) {
  const read = useReadMessage();
  const navigate = useNavigate();
  const open = () => {
    if (!message.read && !read.isPending) read.mutate(message.messageId);
    if (message.target) void navigate(messageTargetUrl(message.target));
  };
  return (
    <li className={styles.item}>
      <button type="button" className={styles.button} data-read={message.read} onClick={open}>
        <span className={styles.head}>
          {message.read ? null : (
            <span className={styles.dot}>
              <span className="visually-hidden">{MessageText.unread}</span>
            </span>
          )}
          <span className={styles.title}>{message.title}</span>
          <time className={styles.time} dateTime={message.createdAt}>
            {chinaDateTimeText(Date.parse(message.createdAt)).slice(0, 16)}
          </time>
        </span>
        <span className={styles.content}>{message.content}</span>
        {message.target ? (
          <span className={styles.open}>
            {MessageText.open}
            <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true">
              <path d="M6 3.5L10.5 8 6 12.5" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
        ) : null}
      </button>
    </li>
  );
}

function MessagesSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label={UiText.loading}>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={styles.skeleton}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}
