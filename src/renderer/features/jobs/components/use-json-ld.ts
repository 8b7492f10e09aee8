import { useEffect } from 'react';

/**
 * Puts structured data (schema.org JSON-LD) in the document's head while the page is mounted,
 * so crawlers that run scripts (Google's does) read the JobPosting. `<` is escaped so no text
 * of the vacancy can close the script element.
 */
export function useJsonLd(data: Record<string, unknown> | undefined) {
  useEffect(() => {
    if (!data) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
    document.head.append(script);
    return () => script.remove();
  }, [data]);
}
