import { useEffect } from 'react';

/**
 * Puts structured data (schema.org JSON-LD) in the document's head while the page is mounted,
 * so crawlers that run scripts (Google's does) read the JobPosting. `<` is escaped so no text
 * of the vacancy can close the script element. The copy the server already sent with the page
 * (modules/public-pages, issue 18) is taken out first: one page, one JobPosting.
 */
export function useJsonLd(data: Record<string, unknown> | undefined) {
  useEffect(() => {
    if (!data) return;
    for (const sent of document.head.querySelectorAll('script[type="application/ld+json"]')) sent.remove();
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
    document.head.append(script);
    return () => script.remove();
  }, [data]);
}
