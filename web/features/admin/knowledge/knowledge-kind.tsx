import { Form, Input, Radio, Switch, TreeSelect } from 'antd';
import { FLAG, KNOWLEDGE_LIMITS as L } from '../../../../contracts/knowledge/codes';
import { knowledgeAdminCalls } from '../../../../contracts/knowledge/calls';
import type { ArticleForm } from '../../../../contracts/knowledge/inputs';
import type { AdminArticle, AdminCategory } from '../../../../contracts/knowledge/models';
import { knowledgePagePath } from '../../../../contracts/knowledge/pages';
import { browserApi } from '../../../lib/api';
import type { ArticleRow, ArticleWrites } from '../content/types';
import { rules } from '../use-save';
import { categoryTreeData } from './category-tree';

/** What the knowledge form holds: the call's body, its date as the day shown on the article (YYYY-MM-DD, UTC). */
export type KnowledgeValues = Omit<ArticleForm, 'createDate'> & { createDay: string };

export const KNOWLEDGE_EDIT_PATH = (id: number) => `/admin/knowledge/${id}`;

export const knowledgeWrites: ArticleWrites = {
  publish: (id) => browserApi().call(knowledgeAdminCalls.publishArticle, { params: { id } }),
  unpublish: (id) => browserApi().call(knowledgeAdminCalls.unpublishArticle, { params: { id } }),
  remove: (id) => browserApi().call(knowledgeAdminCalls.deleteArticle, { params: { id } }),
};

/**
 * Saves the form. The date is sent only when its day was changed (as that day's midnight UTC), so a save that
 * leaves it alone keeps the article's own time; a new article without a day is dated now by the server.
 */
export const saveKnowledge =
  (createDate: string | null) =>
  (id: number | null, { createDay, ...values }: KnowledgeValues) => {
    const changed = createDay && createDay !== createDate?.slice(0, 10);
    const body: ArticleForm = { ...values, ...(changed ? { createDate: `${createDay}T00:00:00.000Z` } : {}) };
    return id === null
      ? browserApi().call(knowledgeAdminCalls.createArticle, { body })
      : browserApi().call(knowledgeAdminCalls.updateArticle, { params: { id }, body });
  };

export const knowledgeRowOf = (article: AdminArticle): ArticleRow => ({
  id: article.id,
  title: article.contentTitle,
  state: article.state,
  hidden: article.contentDisplay === 'HIDDEN',
  date: article.createDate,
  views: article.contentHit,
  detail: article.categoryName,
  publicPath: knowledgePagePath(article.id),
});

export function knowledgeValuesOf(article: AdminArticle | null, categories: AdminCategory[]): KnowledgeValues {
  if (!article) {
    return {
      contentTitle: '',
      content: '',
      categoryId: Number(categories[0]?.uuid ?? 0),
      contentKeyword: '',
      contentDisplay: 'DISPLAY',
      waterRemarkFlag: FLAG.OFF,
      waterRemark: '',
      createDay: '',
    };
  }
  return {
    contentTitle: article.contentTitle,
    content: article.content,
    categoryId: Number(article.categoryId),
    contentKeyword: article.contentKeyword,
    contentDisplay: article.contentDisplay,
    waterRemarkFlag: article.waterRemarkFlag === FLAG.ON ? FLAG.ON : FLAG.OFF,
    waterRemark: article.waterRemark,
    createDay: article.createDate.slice(0, 10),
  };
}

/** The knowledge article's own fields: its category, keywords, visibility and watermark. */
export function KnowledgeFields({ categories }: { categories: AdminCategory[] }) {
  return (
    <>
      <Form.Item label="Category" name="categoryId" rules={[{ required: true, message: 'Pick a category' }]}>
        <TreeSelect treeData={categoryTreeData(categories)} treeDefaultExpandAll showSearch treeNodeFilterProp="title" />
      </Form.Item>
      <Form.Item label="Keywords" name="contentKeyword" rules={[rules.max(L.contentKeyword)]} extra="For search engines, comma separated">
        <Input />
      </Form.Item>
      <Form.Item label="Date shown" name="createDay" extra="The article's date on the site and in its list order; today when empty">
        <Input type="date" />
      </Form.Item>
      <Form.Item label="On the site" name="contentDisplay">
        <Radio.Group
          options={[
            { value: 'DISPLAY', label: 'Shown' },
            { value: 'HIDDEN', label: 'Hidden' },
          ]}
        />
      </Form.Item>
      <Form.Item
        label="Watermark"
        name="waterRemarkFlag"
        valuePropName="checked"
        getValueProps={(flag: number) => ({ checked: flag === FLAG.ON })}
        normalize={(checked: boolean) => (checked ? FLAG.ON : FLAG.OFF)}
      >
        <Switch />
      </Form.Item>
      <Form.Item noStyle dependencies={['waterRemarkFlag']}>
        {({ getFieldValue }) => (
          <Form.Item
            label="Watermark text"
            name="waterRemark"
            rules={[rules.max(L.waterRemark), ...(getFieldValue('waterRemarkFlag') === FLAG.ON ? [rules.required] : [])]}
          >
            <Input disabled={getFieldValue('waterRemarkFlag') !== FLAG.ON} />
          </Form.Item>
        )}
      </Form.Item>
    </>
  );
}
