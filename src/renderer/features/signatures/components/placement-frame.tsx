import { Box, Text } from '@mantine/core';
import type { KeyboardEvent, PointerEvent } from 'react';
import { type Box as SignatureBox, type PageSize, boxAtPointer, boxStyle, moveBox } from '../lib/placement';

export interface PlacedSigner {
  label: string;
  box: SignatureBox;
}

export interface PlacementFrameProps {
  page: PageSize;
  pageNumber: number;
  signers: PlacedSigner[];
  /** The signer whose box a press on the frame (or the arrow keys) moves. */
  active: number;
  onMove: (index: number, box: SignatureBox) => void;
}

const STEP = 6;
const COLORS = ['blue', 'grape', 'teal', 'orange', 'pink', 'indigo', 'lime', 'cyan', 'red', 'violet'];

/**
 * A page-sized frame (the page's own proportions) with every signer's box on this page: pressing
 * the frame puts the active signer's box there; the focused frame moves it with the arrow keys
 * (Shift for bigger steps), so a keyboard can place it too.
 */
export function PlacementFrame({ page, pageNumber, signers, active, onMove }: PlacementFrameProps) {
  const current = signers[active];
  const press = (event: PointerEvent<HTMLDivElement>) => {
    if (!current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const rect = event.currentTarget.getBoundingClientRect();
    onMove(active, boxAtPointer({ ...current.box, page: pageNumber }, page, (event.clientX - rect.left) / rect.width, (event.clientY - rect.top) / rect.height));
  };
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!current) return;
    const step = event.shiftKey ? STEP * 6 : STEP;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onMove(active, moveBox({ ...current.box, page: pageNumber }, page, move[0], move[1]));
  };
  return (
    <Box
      role="application"
      tabIndex={0}
      aria-label={`Página ${pageNumber}. Presiona donde va la firma de ${current?.label ?? 'la persona elegida'}, o muévela con las flechas.`}
      data-testid="placement-frame"
      onPointerDown={press}
      onKeyDown={key}
      style={{
        position: 'relative',
        width: '100%',
        maxWidth: 420,
        aspectRatio: `${page.width} / ${page.height}`,
        background: 'white',
        border: '1px solid var(--mantine-color-gray-5)',
        boxShadow: 'var(--mantine-shadow-sm)',
        touchAction: 'none',
        cursor: 'crosshair',
      }}
    >
      {signers.map((signer, index) =>
        signer.box.page === pageNumber ? (
          <Box
            key={index}
            style={{
              position: 'absolute',
              ...boxStyle(signer.box, page),
              border: `2px ${index === active ? 'solid' : 'dashed'} var(--mantine-color-${COLORS[index % COLORS.length]}-7)`,
              background: `color-mix(in srgb, var(--mantine-color-${COLORS[index % COLORS.length]}-2) 60%, transparent)`,
              overflow: 'hidden',
              pointerEvents: 'none',
            }}
          >
            <Text size="xs" fw={600} c="dark.9" px={4} truncate>
              {index + 1}. {signer.label}
            </Text>
          </Box>
        ) : null,
      )}
    </Box>
  );
}
