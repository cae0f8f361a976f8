import { BoldOutlined, ItalicOutlined, OrderedListOutlined, PictureOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { GoodsText } from '@emall/contract';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Space, Tooltip } from 'antd';
import { useEffect } from 'react';
import { PictureUpload, type PictureUploader } from './picture-upload.tsx';
import styles from './rich-text-editor.module.css';


interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  label: string;
  /** Without it the editor is read-only (an earlier agreement version): no toolbar, no typing. */
  upload?: PictureUploader<{ url: string }>;
}

/**
 * The console's rich text (TipTap: goods details, articles, agreements): headings, emphasis, lists,
 * links and pictures uploaded through the server. What it sends is sanitised again on the server.
 */
export function RichTextEditor({ value = '', onChange, label, upload }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] } }), Image],
    content: value,
    editable: upload !== undefined,
    immediatelyRender: true,
    editorProps: { attributes: { class: styles.content!, 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', 'aria-readonly': String(upload === undefined) } },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      heading: e?.isActive('heading', { level: 2 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
    }),
  });
  // Content loaded after the editor mounted (or a reset form) replaces what it shows.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const tool = (title: string, icon: React.ReactNode, on: boolean, run: () => void) => (
    <Tooltip title={title}>
      <Button size="small" type={on ? 'primary' : 'text'} icon={icon} aria-label={title} aria-pressed={on} onClick={run} />
    </Tooltip>
  );

  if (!upload) {
    return (
      <div className={styles.editor}>
        <EditorContent editor={editor} />
      </div>
    );
  }
  return (
    <div className={styles.editor}>
      <Space size={2} className={styles.toolbar} wrap>
        {tool(GoodsText.heading, <span className={styles.h}>H</span>, active.heading, () => editor.chain().focus().toggleHeading({ level: 2 }).run())}
        {tool(GoodsText.bold, <BoldOutlined />, active.bold, () => editor.chain().focus().toggleBold().run())}
        {tool(GoodsText.italic, <ItalicOutlined />, active.italic, () => editor.chain().focus().toggleItalic().run())}
        <Divider orientation="vertical" />
        {tool(GoodsText.bulletList, <UnorderedListOutlined />, active.bullet, () => editor.chain().focus().toggleBulletList().run())}
        {tool(GoodsText.orderedList, <OrderedListOutlined />, active.ordered, () => editor.chain().focus().toggleOrderedList().run())}
        <Divider orientation="vertical" />
        <PictureUpload upload={upload} onStored={(stored) => editor.chain().focus().setImage({ src: stored.url }).run()}>
          <Tooltip title={GoodsText.insertImage}>
            <Button size="small" type="text" icon={<PictureOutlined />} aria-label={GoodsText.insertImage} loading={upload.isPending} />
          </Tooltip>
        </PictureUpload>
      </Space>
      <EditorContent editor={editor} />
    </div>
  );
}
