import { ArrowLeftOutlined, CloudUploadOutlined, SaveOutlined, StopOutlined } from '@ant-design/icons';
import { ColumnType, PageAdminText, PageStatus, type PageDraft } from '@emall/contract';
import { Badge, Button, Card, Popconfirm, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { showSuccess } from '../../../lib/feedback.ts';
import { LoadError } from '../../../ui/load-error.tsx';
import { useChangePageStatus } from '../api/change-page-status.ts';
import { usePageDetail } from '../api/get-page.ts';
import { useSavePageDraft } from '../api/save-page-draft.ts';
import { ModuleForm } from '../components/module-form.tsx';
import { ModuleOutline, type Selection } from '../components/module-outline.tsx';
import { ModulePalette } from '../components/module-palette.tsx';
import { PageSettingsForm } from '../components/page-settings-form.tsx';
import { PageStatusTag } from '../components/page-status-tag.tsx';
import { PageVersionsButton } from '../components/page-versions-button.tsx';
import { PhonePreview } from '../components/phone-preview.tsx';
import { PAGES_PATH } from '../utils/editor-path.ts';
import { moved, newModule } from '../utils/new-module.ts';
import styles from './page-editor-page.module.css';

/**
 * The page editor: modules to add on the left with the page's outline, the shop itself showing
 * the saved draft in a phone frame in the centre, the selected module's fields on the right.
 */
export function PageEditorPage() {
  const pageCode = useParams().pageCode ?? '';
  const navigate = useNavigate();
  const detail = usePageDetail(pageCode);
  const save = useSavePageDraft(pageCode);
  const status = useChangePageStatus(pageCode);
  // Local edits over the server's draft; null once saved (the server's answer is the draft again).
  const [edited, setEdited] = useState<PageDraft | null>(null);
  const [selection, setSelection] = useState<Selection>({ kind: 'page' });
  const [revision, setRevision] = useState(0);

  if (detail.isError) return <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Spin size="large" className={styles.loading} />;
  const { page } = detail.data;
  const draft = edited ?? detail.data.draft;
  const modules = draft.moduleList;
  const setModules = (moduleList: PageDraft['moduleList']) => setEdited({ ...draft, moduleList });

  const addModule = (type: ColumnType) => {
    // A top tab is always the first module (§2); others go after the selected one.
    const at = type === ColumnType.topTab ? 0 : selection.kind === 'module' ? selection.index + 1 : modules.length;
    setModules([...modules.slice(0, at), newModule(type), ...modules.slice(at)]);
    setSelection({ kind: 'module', index: at });
  };
  const moveModule = (index: number, by: number) => {
    const next = moved(modules, index, by);
    setModules(next);
    // The selected module stays selected wherever the move puts it.
    if (selection.kind === 'module') setSelection({ kind: 'module', index: next.indexOf(modules[selection.index]!) });
  };
  const removeModule = (index: number) => {
    setModules(modules.filter((_, i) => i !== index));
    setSelection({ kind: 'page' });
  };

  const saveDraft = async () => {
    await save.mutateAsync(draft);
    setEdited(null);
    setRevision((r) => r + 1);
    showSuccess(PageAdminText.saved);
  };
  const publish = async () => {
    if (edited) await save.mutateAsync(draft);
    setEdited(null);
    await status.mutateAsync('publish');
    setRevision((r) => r + 1);
    showSuccess(PageAdminText.publishedDone);
  };
  const takeDown = async () => {
    await status.mutateAsync('undercarriage');
    showSuccess(PageAdminText.undercarriageDone);
  };

  const selected = selection.kind === 'module' ? modules[selection.index] : undefined;
  return (
    <div className={styles.editor}>
      <Card size="small" className={styles.header}>
        <Space size="middle" wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(`/${PAGES_PATH}`)}>
            {PageAdminText.backToList}
          </Button>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {draft.pageTitle}
          </Typography.Title>
          <Typography.Text code>{page.pageCode}</Typography.Text>
          <PageStatusTag status={page.status} />
          {edited ? <Badge status="warning" text={PageAdminText.unsaved} /> : page.draftPending ? <Badge status="processing" text={PageAdminText.draftPending} /> : null}
        </Space>
        <Space>
          <PageVersionsButton pageCode={pageCode} onRestored={() => { setEdited(null); setRevision((r) => r + 1); }} />
          <Button icon={<SaveOutlined />} type={edited ? 'primary' : 'default'} loading={save.isPending} onClick={() => void saveDraft().catch(() => undefined)}>
            {PageAdminText.saveDraft}
          </Button>
          <Popconfirm title={PageAdminText.publishConfirm} onConfirm={() => publish().catch(() => undefined)}>
            <Button type="primary" icon={<CloudUploadOutlined />} loading={status.isPending && status.variables === 'publish'}>
              {PageAdminText.publish}
            </Button>
          </Popconfirm>
          <Popconfirm title={PageAdminText.undercarriageConfirm} onConfirm={() => takeDown().catch(() => undefined)}>
            <Button danger icon={<StopOutlined />} disabled={page.status !== PageStatus.published}>
              {PageAdminText.undercarriage}
            </Button>
          </Popconfirm>
        </Space>
      </Card>
      <div className={styles.columns}>
        <div className={styles.left}>
          <ModulePalette onAdd={addModule} />
          <ModuleOutline modules={modules} selection={selection} onSelect={setSelection} onMove={moveModule} onRemove={removeModule} />
        </div>
        <div className={styles.centre}>
          <PhonePreview pageCode={pageCode} revision={revision} onRefresh={() => setRevision((r) => r + 1)} />
        </div>
        <div className={styles.right}>
          {selection.kind === 'module' && selected ? (
            <ModuleForm
              key={selection.index}
              index={selection.index}
              module={selected}
              onChange={(module) => setModules(modules.map((m, i) => (i === selection.index ? module : m)))}
            />
          ) : (
            <PageSettingsForm draft={draft} onChange={setEdited} />
          )}
        </div>
      </div>
    </div>
  );
}
