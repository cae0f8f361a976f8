import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, SettingOutlined } from '@ant-design/icons';
import { ColumnTypeName, PageAdminText, type ColumnType, type DraftModule } from '@emall/contract';
import { Button, Card, Empty, Tooltip } from 'antd';
import styles from './module-outline.module.css';

export type Selection = { kind: 'page' } | { kind: 'module'; index: number };

interface ModuleOutlineProps {
  modules: readonly DraftModule[];
  selection: Selection;
  onSelect: (selection: Selection) => void;
  onMove: (index: number, by: number) => void;
  onRemove: (index: number) => void;
}

/** The page's modules in order: select one to edit, move it up or down, remove it. */
export function ModuleOutline({ modules, selection, onSelect, onMove, onRemove }: ModuleOutlineProps) {
  const selectedIndex = selection.kind === 'module' ? selection.index : -1;
  return (
    <Card size="small" title={PageAdminText.modules} extra={
      <Button size="small" type={selection.kind === 'page' ? 'primary' : 'default'} icon={<SettingOutlined />} onClick={() => onSelect({ kind: 'page' })}>
        {PageAdminText.pageSettings}
      </Button>
    }>
      {modules.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={PageAdminText.noModules} /> : null}
      <ol className={styles.list}>
        {modules.map((m, index) => (
          <li key={index} className={index === selectedIndex ? styles.selected : styles.item} data-testid="module-item">
            <button type="button" className={styles.name} onClick={() => onSelect({ kind: 'module', index })}>
              <span className={styles.index}>{index + 1}</span>
              <span>{ColumnTypeName[m.columnType as ColumnType]}</span>
              {m.colName && m.colName !== ColumnTypeName[m.columnType as ColumnType] ? <span className={styles.colName}>{m.colName}</span> : null}
            </button>
            <Tooltip title={PageAdminText.moveUp}>
              <Button size="small" type="text" aria-label={PageAdminText.moveUp} icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => onMove(index, -1)} />
            </Tooltip>
            <Tooltip title={PageAdminText.moveDown}>
              <Button
                size="small"
                type="text"
                aria-label={PageAdminText.moveDown}
                icon={<ArrowDownOutlined />}
                disabled={index === modules.length - 1}
                onClick={() => onMove(index, 1)}
              />
            </Tooltip>
            <Tooltip title={PageAdminText.remove}>
              <Button size="small" type="text" danger aria-label={PageAdminText.remove} icon={<DeleteOutlined />} onClick={() => onRemove(index)} />
            </Tooltip>
          </li>
        ))}
      </ol>
    </Card>
  );
}
