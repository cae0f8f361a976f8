import { AFTER_SALES_MESSAGE_MAX, AFTER_SALES_MESSAGE_PHOTOS_MAX, AfterSalesMessageBy, AfterSalesUiText, fillText, UiText, type AfterSalesCaseDetail } from '@emall/contract';
import Button from 'antd-mobile/es/components/button';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import TextArea from 'antd-mobile/es/components/text-area';
import { useState } from 'react';
import { formatTime } from '../../../lib/format-time.ts';
import { useCaseAction } from '../api/after-sales-api.ts';
import styles from './after-sales.module.css';
import chat from './case-messages.module.css';
import { usePhotoUpload } from './use-photo-upload.ts';
import cardStyles from '../../../ui/card.module.css';
import { PhotoUploader } from '../../../ui/photo-uploader.tsx';
import { PlainImage } from '../../../ui/plain-image.tsx';

/** 协商记录: the shopper's and 客服's messages in time order, and (while the case is open) a message to add. */
export function CaseMessages({ item }: { item: AfterSalesCaseDetail }) {
  return (
    <section className={cardStyles.card} aria-label={AfterSalesUiText.messages}>
      <h2 className={cardStyles.title}>{AfterSalesUiText.messages}</h2>
      {item.messages.length === 0 ? <p className={styles.muted}>{AfterSalesUiText.noMessages}</p> : null}
      <ol className={chat.list}>
        {item.messages.map((m) => (
          <li key={m.id} className={`${chat.message} ${m.by === AfterSalesMessageBy.shopper ? chat.mine : chat.theirs}`}>
            <span className={chat.meta}>
              <b className={chat.by}>{m.byText}</b> <time>{formatTime(m.at)}</time>
            </span>
            <p className={chat.bubble}>{m.text}</p>
            {m.photos.length > 0 ? (
              <span className={chat.photos}>
                {m.photos.map((url) => (
                  <PlainImage key={url} src={url} width={56} height={56} className={chat.photo} />
                ))}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {item.canMessage ? <MessageForm caseId={item.id} /> : null}
    </section>
  );
}

/** The text and photos stay when the send fails; they clear once the message is saved. */
function MessageForm({ caseId }: { caseId: string }) {
  const { message } = useCaseAction(caseId);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<ImageUploadItem[]>([]);
  const { uploading, uploaderProps } = usePhotoUpload();
  const ready = text.trim() !== '' && !uploading && !message.isPending;
  const send = () =>
    message.mutate(
      { text: text.trim(), photos: photos.map((p) => p.url) },
      {
        onSuccess: () => {
          setText('');
          setPhotos([]);
        },
      },
    );
  return (
    <div className={chat.form}>
      <TextArea
        className={chat.input}
        value={text}
        onChange={setText}
        placeholder={fillText(AfterSalesUiText.messagePlaceholder, { n: AFTER_SALES_MESSAGE_MAX })}
        maxLength={AFTER_SALES_MESSAGE_MAX}
        showCount
        autoSize={{ minRows: 2, maxRows: 5 }}
      />
      <p className={styles.muted}>{fillText(AfterSalesUiText.messagePhotos, { n: AFTER_SALES_MESSAGE_PHOTOS_MAX })}</p>
      <PhotoUploader value={photos} onChange={setPhotos} {...uploaderProps} maxCount={AFTER_SALES_MESSAGE_PHOTOS_MAX} />
      <Button block color="primary" shape="rounded" disabled={!ready} loadingText={UiText.busy} loading={message.isPending} className={chat.send} onClick={send}>
        {AfterSalesUiText.messageSend}
      </Button>
    </div>
  );
}
