import { Outlet } from 'react-router';
import type { Route } from './+types/layout';
import dataStylesHref from '../../features/data/data.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: dataStylesHref }];

export default function DataLayout() {
  return (
    <div className="data">
      <Outlet />
    </div>
  );
}
