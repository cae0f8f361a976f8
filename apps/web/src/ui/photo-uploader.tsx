// antd-mobile's ImageUploader without its static ImageViewer (which brings the Mask and the spring
// and gesture libraries, ~31 KB gz, into every form with photos) nor its cells' SpinLoading (react-spring):
// the same grid, cells and styles, the viewer loaded on the first tap on a photo.
import 'antd-mobile/es/components/image-uploader/image-uploader.css';
import { useConfig } from 'antd-mobile/es/components/config-provider';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import Space from 'antd-mobile/es/components/space';
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { PhotoCell } from './photo-cell.tsx';

interface PhotoUploaderProps {
  value: ImageUploadItem[];
  onChange: (items: ImageUploadItem[]) => void;
  upload: (file: File) => Promise<ImageUploadItem>;
  /** A file to send instead (or null: refused) before it is uploaded. */
  beforeUpload?: (file: File, files: File[]) => File | null | Promise<File | null>;
  accept?: string;
  multiple?: boolean;
  /** 0: no limit. Files past it are dropped (onCountExceed says how many). */
  maxCount?: number;
  /** A failed upload stays as a cell marked failed (antd-mobile's default) or disappears. */
  showFailed?: boolean;
  onCountExceed?: (exceed: number) => void;
  /** The upload button (a cell with a plus by default). */
  children?: ReactNode;
}

interface Task {
  id: number;
  status: 'pending' | 'fail' | 'success';
  file: File;
}

type ViewerHandler = { close(): void } | null;

const CLASS = 'adm-image-uploader';

/** antd-mobile's AddOutline and CloseOutline: a plus and a cross, 1em, in the text's colour. */
function Icon({ shape, className }: { shape: 'add' | 'close'; className?: string }) {
  const d = shape === 'add' ? 'M24 7v34M7 24h34' : 'M8.5 8.5l31 31M39.5 8.5l-31 31';
  return (
    <svg className={className} width="1em" height="1em" viewBox="0 0 48 48" style={{ verticalAlign: '-0.125em' }} aria-hidden="true">
      <path d={d} stroke="currentColor" strokeWidth="3" fill="none" />
    </svg>
  );
}

/** A photo grid with an upload button, as antd-mobile's ImageUploader draws it (same props as used). */
export function PhotoUploader({ value, onChange, upload, beforeUpload, accept = 'image/*', multiple = false, maxCount = 0, showFailed = true, onCountExceed, children }: PhotoUploaderProps) {
  const { locale } = useConfig();
  const [tasks, setTasks] = useState<Task[]>([]);
  const nextId = useRef(0);
  const viewer = useRef<ViewerHandler>(null);
  const closed = useRef(false);
  // The latest value: uploads finishing after other changes append to it, not to the value they started from.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  useEffect(
    () => () => {
      closed.current = true;
      viewer.current?.close();
    },
    [],
  );
  const visibleTasks = showFailed ? tasks : tasks.filter((task) => task.status !== 'fail');

  const setTask = (id: number, change: Partial<Task>) => setTasks((prev) => prev.map((task) => (task.id === id ? { ...task, ...change } : task)));

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    let files = Array.from(input.files ?? []);
    input.value = ''; // the same file picked again fires change again
    if (beforeUpload) {
      const all = files;
      files = (await Promise.all(all.map((file) => beforeUpload(file, all)))).filter((file): file is File => Boolean(file));
    }
    if (files.length === 0) return;
    if (maxCount > 0) {
      const exceed = value.length + files.length + visibleTasks.length - maxCount;
      if (exceed > 0) {
        files = files.slice(0, files.length - exceed);
        onCountExceed?.(exceed);
      }
    }
    const added: Task[] = files.map((file) => ({ id: nextId.current++, status: 'pending', file }));
    setTasks((prev) => [...prev.filter((task) => showFailed || task.status !== 'fail'), ...added]);
    const uploaded = await Promise.all(
      added.map(async (task) => {
        try {
          const item = await upload(task.file);
          setTask(task.id, { status: 'success' });
          return item;
        } catch {
          setTask(task.id, { status: 'fail' });
          return null;
        }
      }),
    );
    if (closed.current) return;
    // The photos join the value and their tasks go in one render (React batches both).
    const done = new Set(added.filter((_, i) => uploaded[i] !== null).map((task) => task.id));
    setTasks((prev) => prev.filter((task) => !done.has(task.id)));
    onChange([...latest.current, ...uploaded.filter((item): item is ImageUploadItem => item !== null)]);
  };

  const preview = (index: number) => {
    void import('antd-mobile/es/components/image-viewer').then(({ default: ImageViewer }) => {
      if (closed.current) return;
      viewer.current = ImageViewer.Multi.show({
        images: value.map((item) => item.url),
        defaultIndex: index,
        onClose: () => {
          viewer.current = null;
        },
      });
    });
  };

  const showUpload = maxCount === 0 || value.length + visibleTasks.length < maxCount;
  const deleteIcon = <Icon shape="close" className={`${CLASS}-cell-delete-icon`} />;
  return (
    <div className={CLASS}>
      <Space className={`${CLASS}-space`} wrap block>
        {value.map((item, index) => (
          <PhotoCell
            key={item.key ?? index}
            url={item.thumbnailUrl ?? item.url}
            deletable
            deleteIcon={deleteIcon}
            onClick={() => preview(index)}
            onDelete={() => onChange(value.filter((_, i) => i !== index))}
          />
        ))}
        {visibleTasks.map((task) => (
          <PhotoCell
            key={`task-${task.id}`}
            file={task.file}
            deletable={task.status !== 'pending'}
            deleteIcon={deleteIcon}
            status={task.status}
            onDelete={() => setTasks((prev) => prev.filter((x) => x.id !== task.id))}
          />
        ))}
        <div className={`${CLASS}-upload-button-wrap`} style={showUpload ? undefined : { display: 'none' }}>
          {children ?? (
            <span className={`${CLASS}-cell ${CLASS}-upload-button`} role="button" aria-label={locale.ImageUploader.upload}>
              <span className={`${CLASS}-upload-button-icon`}>
                <Icon shape="add" />
              </span>
            </span>
          )}
          <input aria-label={locale.ImageUploader.upload} accept={accept} multiple={multiple} type="file" className={`${CLASS}-input`} onChange={(e) => void pick(e)} />
        </div>
      </Space>
    </div>
  );
}
