import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { WarrantyAdminText as T } from '@emall/contract';
import { Button, Image, Space } from 'antd';
import { PictureUpload } from '../../../ui/picture-upload.tsx';
import { useUploadRepairPhoto } from '../api/upload-repair-photo.ts';

/** The repair's photos, a form control (value / onChange): each uploaded as it is picked, removable, up to `max`. */
export function RepairPhotos({ value = [], onChange, max }: { value?: string[]; onChange?: (value: string[]) => void; max: number }) {
  const upload = useUploadRepairPhoto();
  return (
    <Image.PreviewGroup>
      <Space size={8} wrap role="list" aria-label={T.repairPhotos}>
        {value.map((url, i) => (
          <Space key={url} orientation="vertical" size={2} role="listitem" style={{ alignItems: 'center' }}>
            <Image src={url} alt={`${T.repairPhotos} ${i + 1}`} width={72} height={72} style={{ objectFit: 'cover', borderRadius: 6 }} />
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`${T.removePhoto} ${i + 1}`} onClick={() => onChange?.(value.filter((_, j) => j !== i))} />
          </Space>
        ))}
        {value.length < max && (
          <PictureUpload upload={upload} onStored={(stored) => onChange?.([...value, stored.url])}>
            <Button icon={<PlusOutlined />} loading={upload.isPending} style={{ width: 72, height: 72 }} aria-label={T.uploadPhoto} />
          </PictureUpload>
        )}
      </Space>
    </Image.PreviewGroup>
  );
}
