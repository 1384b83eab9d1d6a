import { Form, Input, Radio, Switch, TreeSelect } from 'antd';
import { FLAG, KNOWLEDGE_LIMITS as L } from '../../../../contracts/knowledge/codes';
import { knowledgeAdminCalls } from '../../../../contracts/knowledge/calls';
import type { ArticleForm } from '../../../../contracts/knowledge/inputs';
import type { AdminArticle, AdminCategory } from '../../../../contracts/knowledge/models';
import { knowledgePagePath } from '../../../../contracts/knowledge/pages';
import { browserApi } from '../../../lib/api';
import type { ArticleRow, ArticleWrites } from '../content/types';
import { useLanguage, useT, type Language } from '../../../lib/i18n';
import { adminContentMessages } from '../content/messages';
import { useRules } from '../use-save';
import { categoryNameIn, categoryTreeData } from './category-tree';
import { useKitIcons } from '../../../ui/kit/icons';

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

/** A list row of an article, its category named in the page's language. */
export const knowledgeRowOf =
  (categories: AdminCategory[], language: Language) =>
  (article: AdminArticle): ArticleRow => {
    const category = categories.find((c) => c.uuid === article.categoryId);
    return {
      id: article.id,
      title: article.contentTitle,
      zhTitle: article.zhContentTitle,
      state: article.state,
      hidden: article.contentDisplay === 'HIDDEN',
      date: article.createDate,
      views: article.contentHit,
      detail: category ? categoryNameIn(category, language) : article.categoryName,
      ...(language === 'zh' && !category?.zhCategoryName ? { detailLang: 'en' as const } : {}),
      publicPath: knowledgePagePath(article.id),
    };
  };

export function knowledgeValuesOf(article: AdminArticle | null, categories: AdminCategory[]): KnowledgeValues {
  if (!article) {
    return {
      contentTitle: '',
      content: '',
      zhContentTitle: '',
      zhContent: '',
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
    zhContentTitle: article.zhContentTitle,
    zhContent: article.zhContent,
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
  const t = useT(adminContentMessages);
  const kit = useKitIcons();
  const language = useLanguage();
  const rules = useRules();
  return (
    <>
      <Form.Item label={t('knowledge.category')} name="categoryId" rules={[{ required: true, message: t('knowledge.pickCategory') }]}>
        <TreeSelect
          treeData={categoryTreeData(categories, language)}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="name"
          suffixIcon={kit.treeSelectArrow}
        />
      </Form.Item>
      <Form.Item
        label={t('knowledge.keywords')}
        name="contentKeyword"
        rules={[rules.max(L.contentKeyword)]}
        extra={t('knowledge.keywordsHint')}
      >
        <Input />
      </Form.Item>
      <Form.Item label={t('knowledge.dateShown')} name="createDay" extra={t('knowledge.dateShownHint')}>
        <Input type="date" />
      </Form.Item>
      <Form.Item label={t('knowledge.onSite')} name="contentDisplay">
        <Radio.Group
          options={[
            { value: 'DISPLAY', label: t('list.shown') },
            { value: 'HIDDEN', label: t('list.hidden') },
          ]}
        />
      </Form.Item>
      <Form.Item
        label={t('knowledge.watermark')}
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
            label={t('knowledge.watermarkText')}
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
