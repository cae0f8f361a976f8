import { SearchOutlined } from '@ant-design/icons';
import { AdminText } from '@emall/contract';
import { Button, Form, Space, type FormInstance } from 'antd';

/**
 * A search form's closing pair: 查询 submits the form; 重置 clears it and searches with nothing set,
 * so the list shows everything again without a second click.
 */
export function FilterActions<Values>({ form, onReset }: { form: FormInstance<Values>; onReset: () => void }) {
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {AdminText.search}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onReset();
          }}
        >
          {AdminText.reset}
        </Button>
      </Space>
    </Form.Item>
  );
}
