import { Input, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState, type Key } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TFunction } from 'i18next';
import { CATEGORY_ALL, CATEGORY_HOT } from '../../../contracts/knowledge/codes';
import type { CategoryNode } from '../../../contracts/knowledge/models';
import { useLanguage, useT, type Language } from '../../lib/i18n';
import { knowledgeMessages } from './messages';
import { knowledgeHref } from './params';
import { langOfText } from '../../ui/posts/written-in';
import { useKitIcons } from '../../ui/kit/icons';

/** The tree's All and Hot entries are named by the page; the categories keep the names the editors gave them. */
function labelled(nodes: CategoryNode[], t: TFunction<'knowledge'>): CategoryNode[] {
  const names: Record<string, string> = { [String(CATEGORY_ALL)]: t('tree.all'), [String(CATEGORY_HOT)]: t('tree.hot') };
  return nodes.map((node) => (names[node.uuid] ? { ...node, label: names[node.uuid]! } : node));
}

/** The nodes whose label (or a child's) holds the filter text; all of them when it is empty. */
function filtered(nodes: CategoryNode[], text: string): CategoryNode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return nodes;
  const hit = (node: CategoryNode) => node.label.toLowerCase().includes(needle);
  return nodes.flatMap((node) => {
    if (hit(node)) return [node];
    const children = node.children.filter(hit);
    return children.length ? [{ ...node, children }] : [];
  });
}

const titleOf = (node: CategoryNode, t: TFunction<'knowledge'>, page: Language) => (
  <Link to={knowledgeHref({ categoryId: node.uuid })} className="kb-tree__link" data-uuid={node.uuid}>
    <span lang={langOfText(node.label, page)}>{node.label}</span>
    <span className="kb-tree__count" aria-label={t('tree.count', { count: node.count })}>
      {node.count}
    </span>
  </Link>
);

const toData = (nodes: CategoryNode[], t: TFunction<'knowledge'>, page: Language): DataNode[] =>
  nodes.map((node) => ({
    key: node.uuid,
    title: titleOf(node, t, page),
    children: node.children.length ? toData(node.children, t, page) : undefined,
  }));

/**
 * §2's category tree: a filter box, the 'all' and hot entries, then the categories with their counts. Each
 * label is a link (so it works without JavaScript); choosing a node with the keyboard follows it too.
 */
export function CategoryTree({ nodes: given, selected }: { nodes: CategoryNode[]; selected: string }) {
  const t = useT(knowledgeMessages);
  const kit = useKitIcons();
  const page = useLanguage();
  const nodes = useMemo(() => labelled(given, t), [given, t]);
  const [text, setText] = useState('');
  // The branch of the chosen category is open, the others closed, so the tree stays short on a phone.
  const [expanded, setExpanded] = useState<Key[]>(() =>
    nodes.filter((n) => n.uuid === selected || n.children.some((c) => c.uuid === selected)).map((n) => n.uuid),
  );
  const navigate = useNavigate();
  const matches = useMemo(() => filtered(nodes, text), [nodes, text]);
  const shown = useMemo(() => toData(matches, t, page), [matches, t, page]);
  return (
    <nav className="kb-tree" aria-label={t('tree.label')}>
      <Input
        type="search"
        allowClear={kit.inputClear}
        placeholder={t('tree.filter')}
        aria-label={t('tree.filter')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="kb-tree__filter"
      />
      {shown.length === 0 ? (
        <p className="kb-tree__none">{t('tree.none')}</p>
      ) : (
        <Tree
          treeData={shown}
          switcherIcon={kit.treeSwitcher}
          // While a filter is typed, every matching branch is open.
          expandedKeys={text ? matches.map((n) => n.uuid) : expanded}
          onExpand={(keys) => setExpanded(keys)}
          blockNode
          selectedKeys={[selected || String(CATEGORY_ALL)]}
          onSelect={(keys, info) => {
            // A click follows the label's link; the keyboard (Enter on the active node) comes here.
            if (info.nativeEvent.type === 'keydown' && keys[0] !== undefined) void navigate(knowledgeHref({ categoryId: String(keys[0]) }));
          }}
        />
      )}
    </nav>
  );
}
