/**
 * What shows while a page's chunk loads: a CSS-only spinner, because it sits in the first load
 * where every kilobyte counts (bench/web-size.mjs).
 */
export function PageLoader() {
  return (
    <div role="status" aria-label="Cargando" style={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <span className="plataforma-spinner" aria-hidden />
    </div>
  );
}
