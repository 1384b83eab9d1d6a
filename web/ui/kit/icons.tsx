import {
  CaretDownFilled,
  CloseCircleFilled,
  CloseOutlined,
  DoubleLeftOutlined,
  DoubleRightOutlined,
  DownOutlined,
  EllipsisOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  LeftOutlined,
  LoadingOutlined,
  RightOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { ConfigProviderProps, InputProps, PaginationProps, SelectProps, TreeProps } from 'antd';
import { translator, useLanguage, type Language } from '../../lib/i18n';
import { uiMessages } from '../messages';
import { kitButton, kitLocale } from './locale';

/*
 * The kit's icons say their English names (<span role="img" aria-label="down">) unless told otherwise, on a Chinese
 * page too. So every icon the kit draws is either hidden from screen readers, where it sits beside a control's own
 * name (a select's arrow, the password toggle's eye: antd names that button show or hide in the page's language), or
 * named in the page's language, where it is the control's only content (the tabs' more button, the search button, an
 * input's clear button, the pager's previous and next buttons).
 */

/** The kit's settings for a page in this language: its own text, its buttons, and its components' icons. */
export type KitConfig = Pick<ConfigProviderProps, 'locale' | 'button' | 'select' | 'inputPassword' | 'inputSearch' | 'tabs' | 'treeSelect'>;

/** The props the kit's components take one by one (no global setting reaches them): see useKitIcons. */
export interface KitIcons {
  /** A Table's `pagination` or a Pagination's props: its arrow buttons named, its other icons hidden. */
  pagination: Pick<PaginationProps, 'prevIcon' | 'nextIcon' | 'jumpPrevIcon' | 'jumpNextIcon'>;
  /** A Tree's `switcherIcon`: the node's open state is the tree's, the caret only shows it. */
  treeSwitcher: TreeProps['switcherIcon'];
  /** A TreeSelect's `suffixIcon`: its arrow (a TreeSelect does not read the kit's select settings). */
  treeSelectArrow: SelectProps['suffixIcon'];
  /** An Input's or TextArea's `allowClear`: the clear button's only content is its icon, so the icon names it. */
  inputClear: Exclude<InputProps['allowClear'], boolean | undefined>;
  /** A Select's or TreeSelect's `allowClear`: the clear button named, its icon hidden. */
  selectClear: Exclude<SelectProps['allowClear'], boolean | undefined>;
}

const hidden = { 'aria-hidden': true } as const;

function build(language: Language): { config: KitConfig; icons: KitIcons } {
  const t = translator(language, uiMessages);
  // The pager's jump buttons keep antd's classes, which its stylesheet draws; their list items carry the title.
  const jump = (icon: ReactNode) => (
    <a className="ant-pagination-item-link">
      <div className="ant-pagination-item-container">
        {icon}
        <span className="ant-pagination-item-ellipsis">
          <EllipsisOutlined {...hidden} />
        </span>
      </div>
    </a>
  );
  const arrow = (icon: ReactNode, name: string) => (
    <button className="ant-pagination-item-link" type="button" tabIndex={-1} aria-label={name}>
      {icon}
    </button>
  );
  return {
    config: {
      locale: kitLocale(language),
      button: kitButton,
      select: {
        suffixIcon: <DownOutlined {...hidden} />,
        clearIcon: <CloseCircleFilled {...hidden} />,
        loadingIcon: <LoadingOutlined spin {...hidden} />,
        removeIcon: <CloseOutlined {...hidden} />,
      },
      inputPassword: {
        iconRender: (visible) => (visible ? <EyeOutlined {...hidden} /> : <EyeInvisibleOutlined {...hidden} />),
      },
      inputSearch: { searchIcon: <SearchOutlined aria-label={t('kit.search')} /> },
      tabs: { moreIcon: <EllipsisOutlined aria-label={t('kit.more')} /> },
      treeSelect: { switcherIcon: <CaretDownFilled {...hidden} /> },
    },
    icons: {
      pagination: {
        prevIcon: arrow(<LeftOutlined {...hidden} />, t('pager.previous')),
        nextIcon: arrow(<RightOutlined {...hidden} />, t('pager.next')),
        jumpPrevIcon: jump(<DoubleLeftOutlined className="ant-pagination-item-link-icon" {...hidden} />),
        jumpNextIcon: jump(<DoubleRightOutlined className="ant-pagination-item-link-icon" {...hidden} />),
      },
      treeSwitcher: <CaretDownFilled {...hidden} />,
      treeSelectArrow: <DownOutlined {...hidden} />,
      inputClear: { clearIcon: <CloseCircleFilled aria-label={t('kit.clear')} /> },
      selectClear: { clearIcon: <CloseCircleFilled {...hidden} />, label: t('kit.clear') },
    },
  };
}

// One set per language, so a ConfigProvider's value and a table's props keep their identity between renders.
const built = new Map<Language, ReturnType<typeof build>>();
const kit = (language: Language) => {
  let entry = built.get(language);
  if (!entry) built.set(language, (entry = build(language)));
  return entry;
};

/** What every ConfigProvider of the portal passes (`<ConfigProvider {...kitConfig(language)}>`). */
export const kitConfig = (language: Language): KitConfig => kit(language).config;

/**
 * The icon props of the components no ConfigProvider setting reaches, in the page's language: a Table's pagination
 * spreads `pagination`, a Tree takes `switcherIcon={treeSwitcher}`, an Input `allowClear={inputClear}`, a Select
 * `allowClear={selectClear}`.
 */
export function useKitIcons(): KitIcons {
  return kit(useLanguage()).icons;
}
