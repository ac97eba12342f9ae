import { Outlet } from 'react-router';

export function ContentLayout() {
  return (
    <main id="main" className="p-6">
      <Outlet />
    </main>
  );
}
