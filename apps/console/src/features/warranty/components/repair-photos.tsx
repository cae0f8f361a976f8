import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { WarrantyAdminText as T } from '@emall/contract';
import { Button, Image, Space, Upload } from 'antd';
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
          <Upload
            accept="image/jpeg,image/png,image/webp"
            showUploadList={false}
            customRequest={({ file, onSuccess, onError }) => {
              upload.mutateAsync(file as File).then(
                (stored) => {
                  onChange?.([...value, stored.url]);
                  onSuccess?.(stored);
                },
                (err: Error) => onError?.(err),
              );
            }}
          >
            <Button icon={<PlusOutlined />} loading={upload.isPending} style={{ width: 72, height: 72 }} aria-label={T.uploadPhoto} />
          </Upload>
        )}
      </Space>
    </Image.PreviewGroup>
  );
}
