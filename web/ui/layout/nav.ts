/** The header menu (§2 'Header, footer, layouts'), in the spec's order; labels are keys of the layout catalogue. */
export const MENU = [
  { label: 'ourService', to: '/ourService' },
  { label: 'plant', to: '/market' },
  { label: 'news', to: '/news' },
  { label: 'data', to: '/data' },
  { label: 'b2b', to: '/community' },
  { label: 'thinkTank', to: '/knowledgeBase' },
  { label: 'community', to: '/exchange' },
  { label: 'feedback', to: '/feedback' },
] as const;
