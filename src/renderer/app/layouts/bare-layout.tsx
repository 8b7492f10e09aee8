import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { StatusBanners } from '../../components/status-banners';

/** A page alone, full screen (interview flow). */
export default function BareLayout() {
  return (
    <>
      <StatusBanners />
      <main id="contenido">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
