import { isWebAddress } from '../../../shared/contracts/companies';
import { companiesDirectoryQuerySchema } from '../../../shared/contracts/search';
import { definePageKind } from '../public-pages/public-pages.registry';
import type { CompaniesService } from './companies.service';

const TITLE = 'Directorio de empresas';
/** How many names the description lists before «y más». */
const NAMED = 5;

/**
 * `/directorio`'s head: the public directory's first page (authorized companies, verified first)
 * as a schema.org ItemList, the same list a visitor sees first.
 */
export function directoryPage(companies: Pick<CompaniesService, 'searchDirectory'>) {
  return definePageKind({
    name: 'directory',
    match: (pathname) => (pathname === '/directorio' ? {} : null),
    notFound: { title: 'Página no encontrada', description: 'Esta página no existe.' },
    async head(_params, { publicUrl }) {
      const page = await companies.searchDirectory(companiesDirectoryQuerySchema.parse({}));
      const names = page.data.map((company) => company.name);
      const description =
        page.total === 0
          ? 'Las empresas autorizadas de Plataforma, con sus datos de contacto.'
          : `${page.total === 1 ? 'Una empresa autorizada' : `${page.total} empresas autorizadas`} de Plataforma, con sus datos de contacto: ` +
            `${names.slice(0, NAMED).join(', ')}${page.total > NAMED ? ' y más' : ''}.`;
      return {
        title: TITLE,
        description,
        path: '/directorio',
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: TITLE,
          url: `${publicUrl}/directorio`,
          numberOfItems: page.total,
          itemListElement: page.data.map((company, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            item: {
              '@type': 'Organization',
              name: company.name,
              // Only a web address: the field is validated so, but older rows may hold anything.
              ...(company.website && isWebAddress(company.website) ? { url: company.website } : {}),
              ...(company.phone ? { telephone: company.phone } : {}),
            },
          })),
        },
      };
    },
  });
}
