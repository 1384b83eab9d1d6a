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
  route('news', 'routes/news/layout.tsx', { id: 'news' }, [
    index('routes/news/index.tsx'),
    route('market-news', 'routes/news/market-news.tsx'),
    route('market-news/detail', 'routes/news/market-news-detail.tsx'),
    route('factory-news', 'routes/news/factory-news.tsx'),
    route('factory-news/detail', 'routes/news/factory-news-detail.tsx'),
    route('supervision', 'routes/news/supervision.tsx'),
    route('supervision/detail', 'routes/news/supervision-detail.tsx'),
  ]),
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
