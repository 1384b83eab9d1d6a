import { Outlet } from 'react-router';

export default function DataLayout() {
  return (
    <div className="data">
      <Outlet />
    </div>
  );
}
