import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('404', 'routes/not-found.tsx', { id: 'not-found-page' }),
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('account', 'routes/account/layout.tsx', { id: 'account' }, [
    index('routes/account/index.tsx'),
    route('personInfo', 'routes/account/personInfo.tsx'),
    route('changePsd', 'routes/account/changePsd.tsx'),
    route('mySubscriptions', 'routes/account/mySubscriptions.tsx'),
  ]),
  route('market', 'routes/market/layout.tsx', { id: 'market' }, [
    index('routes/market/index.tsx'),
    route('company', 'routes/market/company.tsx'),
    route('company/detail', 'routes/market/company-detail.tsx'),
    route('plant', 'routes/market/plant.tsx'),
    route('plant/detail', 'routes/market/plant-detail.tsx'),
    route('product', 'routes/market/product.tsx'),
    route('product/detail', 'routes/market/product-detail.tsx'),
    route('suspended', 'routes/market/suspended.tsx'),
    route('animalDisease', 'routes/market/animal-disease.tsx'),
    route('consigneeList', 'routes/market/consignee-list.tsx'),
  ]),
  route('knowledgeBase', 'routes/knowledge/index.tsx'),
  route('knowledgeBase/:id', 'routes/knowledge/article.tsx'),
  route('knowledgeBaseDetail', 'routes/knowledge/detail-redirect.tsx'),
  route('admin', 'routes/admin/layout.tsx', { id: 'admin' }, [
    index('routes/admin/index.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('users/:userId', 'routes/admin/user.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
    route('comments', 'routes/admin/comments.tsx'),
    route('audit', 'routes/admin/audit.tsx'),
  ]),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
