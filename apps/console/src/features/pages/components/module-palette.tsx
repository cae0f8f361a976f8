import { PlusOutlined } from '@ant-design/icons';
import { ColumnType, ColumnTypeName, PageAdminText } from '@emall/contract';
import { Button, Card } from 'antd';
import styles from './module-palette.module.css';

/** The fifteen module types of §2; a click adds one after the selected module. */
export function ModulePalette({ onAdd }: { onAdd: (type: ColumnType) => void }) {
  return (
    <Card size="small" title={PageAdminText.addModule}>
      <div className={styles.grid}>
        {Object.values(ColumnType).map((type) => (
          <Button key={type} size="small" icon={<PlusOutlined />} onClick={() => onAdd(type)}>
            {ColumnTypeName[type]}
          </Button>
        ))}
      </div>
    </Card>
  );
}
