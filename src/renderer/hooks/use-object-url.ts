import { useEffect, useState } from 'react';

/**
 * An object URL for bytes the page holds (a fetched blob, a picked file), for `<img>` or `<audio>`;
 * revoked when the bytes change or the component lets them go. Null while there are none.
 */
export function useObjectUrl(bytes: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!bytes) {
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(bytes);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [bytes]);
  return url;
}
