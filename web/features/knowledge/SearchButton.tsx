import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/** The list's search button, the kit's primary button with its search icon: a kit part of the list (ArticleList.tsx). */
export function SearchButton({ label }: { label: string }) {
  return (
    <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
      {label}
    </Button>
  );
}
