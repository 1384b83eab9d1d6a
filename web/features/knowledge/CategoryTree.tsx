import { Input, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState, type Key } from 'react';
import { Link, useNavigate } from 'react-router';
import { CATEGORY_ALL } from '../../../contracts/knowledge/codes';
import type { CategoryNode } from '../../../contracts/knowledge/models';
import { knowledgeHref } from './params';

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

const titleOf = (node: CategoryNode) => (
  <Link to={knowledgeHref({ categoryId: node.uuid })} className="kb-tree__link" data-uuid={node.uuid}>
    <span>{node.label}</span>
    <span className="kb-tree__count" aria-label={`${node.count} articles`}>
      {node.count}
    </span>
  </Link>
);

const toData = (nodes: CategoryNode[]): DataNode[] =>
  nodes.map((node) => ({ key: node.uuid, title: titleOf(node), children: node.children.length ? toData(node.children) : undefined }));

/**
 * §2's category tree: a filter box, the 'all' and hot entries, then the categories with their counts. Each
 * label is a link (so it works without JavaScript); choosing a node with the keyboard follows it too.
 */
export function CategoryTree({ nodes, selected }: { nodes: CategoryNode[]; selected: string }) {
  const [text, setText] = useState('');
  // The branch of the chosen category is open, the others closed, so the tree stays short on a phone.
  const [expanded, setExpanded] = useState<Key[]>(() =>
    nodes.filter((n) => n.uuid === selected || n.children.some((c) => c.uuid === selected)).map((n) => n.uuid),
  );
  const navigate = useNavigate();
  const matches = useMemo(() => filtered(nodes, text), [nodes, text]);
  const shown = useMemo(() => toData(matches), [matches]);
  return (
    <nav className="kb-tree" aria-label="Knowledge categories">
      <Input
        type="search"
        allowClear
        placeholder="Filter categories"
        aria-label="Filter categories"
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="kb-tree__filter"
      />
      {shown.length === 0 ? (
        <p className="kb-tree__none">No category matches.</p>
      ) : (
        <Tree
          treeData={shown}
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
