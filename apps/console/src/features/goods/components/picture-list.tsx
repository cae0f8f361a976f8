import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AdminText, GoodsText, Text } from '@emall/contract';
import { Button, Image, Space, Tooltip } from 'antd';
import ImgCrop from 'antd-img-crop';
import { useState } from 'react';
import { PictureUpload } from '../../../ui/picture-upload.tsx';
import { useUploadGoodsPicture } from '../api/upload-goods-picture.ts';
import styles from './picture-list.module.css';

interface PictureListProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  max: number;
  label: string;
}

/**
 * An ordered list of pictures (the first is the cover): each is cropped square in a preview before
 * it goes up (the shop shows goods pictures square), stored through the server's sharp pipeline;
 * drag or arrows to reorder, a preview on click. A form control (value / onChange).
 */
export function PictureList({ value = [], onChange, max, label }: PictureListProps) {
  const upload = useUploadGoodsPicture();
  const [dragging, setDragging] = useState<number | null>(null);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= value.length || from === to) return;
    const next = [...value];
    const [picked] = next.splice(from, 1);
    next.splice(to, 0, picked!);
    onChange?.(next);
  };

  return (
    <Image.PreviewGroup>
      <div className={styles.list}>
        <div className={styles.list} role="list" aria-label={label}>
          {value.map((url, i) => (
            <div
              key={url}
              role="listitem"
              className={styles.item}
              draggable
              onDragStart={() => setDragging(i)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={() => {
                if (dragging !== null) move(dragging, i);
                setDragging(null);
              }}
            >
              <Image src={`${url}?w=360`} preview={{ src: url }} width={104} height={104} alt={`${label} ${i + 1}`} style={{ objectFit: 'cover' }} />
              <Space size={0} className={styles.actions}>
                <Tooltip title={GoodsText.moveUp}>
                  <Button size="small" type="text" icon={<ArrowLeftOutlined />} aria-label={`${GoodsText.moveUp} ${i + 1}`} disabled={i === 0} onClick={() => move(i, i - 1)} />
                </Tooltip>
                <Tooltip title={GoodsText.moveDown}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowRightOutlined />}
                    aria-label={`${GoodsText.moveDown} ${i + 1}`}
                    disabled={i === value.length - 1}
                    onClick={() => move(i, i + 1)}
                  />
                </Tooltip>
                <Tooltip title={GoodsText.remove}>
                  <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`${GoodsText.remove} ${i + 1}`} onClick={() => onChange?.(value.filter((_, j) => j !== i))} />
                </Tooltip>
              </Space>
            </div>
          ))}
        </div>
        {value.length < max && (
          <ImgCrop
            aspect={1}
            quality={0.92}
            rotationSlider
            showReset
            resetText={AdminText.reset}
            modalTitle={GoodsText.cropTitle}
            modalOk={Text.confirm}
            modalCancel={Text.cancel}
            // A GIF would lose its animation on the canvas: it goes up as it is.
            beforeCrop={(file) => file.type !== 'image/gif'}
          >
            <PictureUpload upload={upload} onStored={(stored) => onChange?.([...value, stored.url])}>
              <button type="button" className={styles.add} aria-label={`${GoodsText.upload} ${label}`} disabled={upload.isPending}>
                <PlusOutlined />
                <span>{GoodsText.upload}</span>
              </button>
            </PictureUpload>
          </ImgCrop>
        )}
      </div>
    </Image.PreviewGroup>
  );
}
