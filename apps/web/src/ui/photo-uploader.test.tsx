import { render, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PhotoUploader } from './photo-uploader.tsx';
import { stubObjectUrls } from '../test/spies.ts';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

stubObjectUrls();

const png = (name: string) => new File([name], `${name}.png`, { type: 'image/png' });
const photoCells = (container: HTMLElement) => container.querySelectorAll('.adm-image-uploader-cell:not(.adm-image-uploader-upload-button)');

function Form({ upload, maxCount, onCountExceed }: { upload: (file: File) => Promise<ImageUploadItem>; maxCount?: number; onCountExceed?: (n: number) => void }) {
  const [photos, setPhotos] = useState<ImageUploadItem[]>([]);
  return (
    <>
      <PhotoUploader value={photos} onChange={setPhotos} upload={upload} multiple maxCount={maxCount} showFailed={false} onCountExceed={onCountExceed} />
      <output>{photos.map((p) => p.url).join(',')}</output>
    </>
  );
}

describe('PhotoUploader', () => {
  it('uploads each file, keeps the ones that arrived, drops a failed one, and lets a photo go', async () => {
    const upload = vi.fn(async (file: File) => {
      if (file.name === 'bad.png') throw new Error('上传失败');
      return { url: `/media/${file.name}` };
    });
    const { container } = render(<Form upload={upload} />);
    await userEvent.upload(screen.getAllByLabelText('上传')[1] as HTMLInputElement, [png('a'), png('bad'), png('b')]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('/media/a.png,/media/b.png'));
    expect(upload).toHaveBeenCalledTimes(3);
    expect(photoCells(container)).toHaveLength(2);
    await userEvent.click(container.querySelector('.adm-image-uploader-cell-delete')!);
    expect(screen.getByRole('status').textContent).toBe('/media/b.png');
    expect(photoCells(container)).toHaveLength(1);
  });

  it('takes no more than maxCount, says how many it left out, and hides the button when full', async () => {
    const onCountExceed = vi.fn();
    const { container } = render(<Form upload={async (file) => ({ url: `/media/${file.name}` })} maxCount={2} onCountExceed={onCountExceed} />);
    await userEvent.upload(screen.getAllByLabelText('上传')[1] as HTMLInputElement, [png('a'), png('b'), png('c')]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('/media/a.png,/media/b.png'));
    expect(onCountExceed).toHaveBeenCalledWith(1);
    expect((container.querySelector('.adm-image-uploader-upload-button-wrap') as HTMLElement).style.display).toBe('none');
  });

  it('opens the photo viewer, its code loaded on the first tap', async () => {
    const { container } = render(<Form upload={async (file) => ({ url: `/media/${file.name}` })} />);
    await userEvent.upload(screen.getAllByLabelText('上传')[1] as HTMLInputElement, [png('a')]);
    await waitFor(() => expect(photoCells(container)).toHaveLength(1));
    await userEvent.click(container.querySelector('.adm-image-uploader-cell img')!);
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-slides')).not.toBeNull());
  });
});
