import { UiText, WARRANTY_PHOTOS_MAX, WARRANTY_VIDEO_TYPES, WarrantyUiText } from '@emall/contract';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import { useState, type ChangeEvent } from 'react';
import type { useWarrantyUpload } from './use-warranty-upload.ts';
import styles from './media-picker.module.css';
import { PhotoUploader } from '../../../ui/photo-uploader.tsx';

interface MediaPickerProps {
  photos: ImageUploadItem[];
  video: string | null;
  onPhotos: (photos: ImageUploadItem[]) => void;
  onVideo: (video: string | null) => void;
  upload: ReturnType<typeof useWarrantyUpload>;
}

/** Up to WARRANTY_PHOTOS_MAX photos, or one video: the other choice hides once one is made. */
export function MediaPicker({ photos, video, onPhotos, onVideo, upload }: MediaPickerProps) {
  const [videoBusy, setVideoBusy] = useState(false);
  const pickVideo = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setVideoBusy(true);
    const url = await upload.uploadVideo(file);
    setVideoBusy(false);
    if (url) onVideo(url);
  };
  if (video) {
    return (
      <div className={styles.videoBox}>
        <video className={styles.video} src={video} controls preload="metadata" aria-label={WarrantyUiText.addVideo} />
        <button type="button" className={styles.remove} onClick={() => onVideo(null)}>
          {UiText.delete}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.row}>
      {videoBusy ? null : <PhotoUploader value={photos} onChange={onPhotos} {...upload.photoProps} maxCount={WARRANTY_PHOTOS_MAX} />}
      {photos.length === 0 ? (
        <label className={styles.tile} aria-busy={videoBusy}>
          <input className={styles.file} type="file" accept={WARRANTY_VIDEO_TYPES.join(',')} aria-label={WarrantyUiText.addVideo} disabled={videoBusy} onChange={(e) => void pickVideo(e)} />
          {videoBusy ? (
            <DotLoading color="primary" aria-label={UiText.loading} />
          ) : (
            <>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <rect x="3" y="6" width="13" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
                <path d="M16 10.5l5-3v9l-5-3z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
              </svg>
              <span>{WarrantyUiText.addVideo}</span>
            </>
          )}
        </label>
      ) : null}
    </div>
  );
}
