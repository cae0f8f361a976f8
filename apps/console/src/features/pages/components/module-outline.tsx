import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined, SettingOutlined } from '@ant-design/icons';
import { ColumnTypeName, PageAdminText, type ColumnType, type DraftModule } from '@emall/contract';
import { Button, Card, Empty, Tooltip } from 'antd';
import { useState } from 'react';
import styles from './module-outline.module.css';

export type Selection = { kind: 'page' } | { kind: 'module'; index: number };

interface ModuleOutlineProps {
  modules: readonly DraftModule[];
  selection: Selection;
  onSelect: (selection: Selection) => void;
  onMove: (index: number, by: number) => void;
  onRemove: (index: number) => void;
}

/** The page's modules in order: select one to edit, drag it (or move it up or down) into place, remove it. */
export function ModuleOutline({ modules, selection, onSelect, onMove, onRemove }: ModuleOutlineProps) {
  const selectedIndex = selection.kind === 'module' ? selection.index : -1;
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const endDrag = () => {
    setDragging(null);
    setOver(null);
  };
  return (
    <Card size="small" title={PageAdminText.modules} extra={
      <Button size="small" type={selection.kind === 'page' ? 'primary' : 'default'} icon={<SettingOutlined />} onClick={() => onSelect({ kind: 'page' })}>
        {PageAdminText.pageSettings}
      </Button>
    }>
      {modules.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={PageAdminText.noModules} /> : null}
      <ol className={styles.list}>
        {modules.map((m, index) => (
          <li
            key={index}
            className={`${index === selectedIndex ? styles.selected : styles.item} ${over === index && dragging !== index ? styles.dropTarget : ''}`}
            data-testid="module-item"
            draggable
            onDragStart={(e) => {
              e.dataTransfer.effectAllowed = 'move';
              setDragging(index);
            }}
            onDragOver={(e) => {
              if (dragging === null) return;
              e.preventDefault();
              setOver(index);
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (dragging !== null && dragging !== index) onMove(dragging, index - dragging);
              endDrag();
            }}
            onDragEnd={endDrag}
          >
            <HolderOutlined className={styles.handle} aria-hidden />
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
