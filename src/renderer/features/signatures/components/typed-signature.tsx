import { Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { SIGNATURE_FONTS } from '../../../../shared/contracts/signatures';

type SignatureFont = (typeof SIGNATURE_FONTS)[number];

/**
 * How each typed font looks on screen: the nearest web fonts to the PDF standard fonts the server
 * draws with (Times bold italic, Helvetica oblique, Times), so the preview matches the signed copy.
 */
export const TYPED_FONT_STYLES: Record<SignatureFont, { label: string; style: CSSProperties }> = {
  cursiva: { label: 'Cursiva', style: { fontFamily: '"Times New Roman", Times, serif', fontStyle: 'italic', fontWeight: 700 } },
  manuscrita: { label: 'Manuscrita', style: { fontFamily: 'Helvetica, Arial, sans-serif', fontStyle: 'oblique' } },
  formal: { label: 'Formal', style: { fontFamily: '"Times New Roman", Times, serif' } },
};

export function TypedSignature({ name, font, size = 32 }: { name: string; font: string | null; size?: number }) {
  const style = TYPED_FONT_STYLES[(font ?? 'cursiva') as SignatureFont]?.style ?? TYPED_FONT_STYLES.cursiva.style;
  return (
    <Text component="span" style={{ ...style, fontSize: size, lineHeight: 1.2, color: 'var(--mantine-color-text)' }}>
      {name || ' '}
    </Text>
  );
}
