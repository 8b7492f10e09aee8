import { Outlet } from 'react-router';
import { StatusBanners } from '../../components/status-banners';

/** A page alone, full screen (interview flow). */
export default function BareLayout() {
  return (
    <>
      <StatusBanners />
      <main id="contenido">
        <Outlet />
      </main>
    </>
  );
}
