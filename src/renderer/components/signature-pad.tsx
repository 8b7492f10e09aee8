import { Box, Button, Group, Text } from '@mantine/core';
import { type PointerEvent, useEffect, useRef } from 'react';
import { SIGNATURE_BOX, SIGNATURE_MIN_INK, SIGNATURE_MIN_SPAN, type SignatureStrokes, inkOf } from '../../shared/contracts/service-orders';

export interface SignaturePadProps {
  strokes: SignatureStrokes;
  onChange: (strokes: SignatureStrokes) => void;
  disabled?: boolean;
  /** Who signs, said under the box. */
  hint?: string;
}

/** Is there enough ink to send: the server's own rule (contracts), so the button and the 422 agree. */
export const hasEnoughInk = (strokes: SignatureStrokes) => {
  const ink = inkOf(strokes);
  return ink.length >= SIGNATURE_MIN_INK && ink.span >= SIGNATURE_MIN_SPAN;
};

/** Strokes in box units, in ink colour; a single tap leaves a dot. */
function paintStrokes(context: CanvasRenderingContext2D, strokes: SignatureStrokes) {
  context.lineWidth = 3;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = '#0b1f44';
  for (const [first, ...rest] of strokes) {
    if (!first) continue;
    context.beginPath();
    context.moveTo(first[0], first[1]);
    if (rest.length === 0) context.lineTo(first[0] + 0.1, first[1]);
    for (const [x, y] of rest) context.lineTo(x, y);
    context.stroke();
  }
}

/**
 * A handwritten signature on a canvas (a service order's receiver, a person's digital signature), recorded as strokes in the SIGNATURE_BOX's units whatever
 * the screen's size: pointer events, so a finger, a pen and a mouse all draw (`touch-action: none`
 * keeps the page from scrolling under a finger; pointer capture keeps a stroke that leaves the box
 * inside it, clamped to the edge). Undo takes back the last stroke; clear, all of them.
 */
export function SignaturePad({ strokes, onChange, disabled = false, hint = 'Firma dentro del recuadro.' }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<[number, number][] | null>(null);

  // Redraw everything on each change (a signature is at most a few thousand points).
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    context.clearRect(0, 0, SIGNATURE_BOX.width, SIGNATURE_BOX.height);
    paintStrokes(context, [...strokes, ...(drawing.current ? [drawing.current] : [])]);
  });

  const pointOf = (event: PointerEvent<HTMLCanvasElement>): [number, number] => {
    const rect = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - rect.left) / rect.width) * SIGNATURE_BOX.width;
    const y = ((event.clientY - rect.top) / rect.height) * SIGNATURE_BOX.height;
    const clamp = (value: number, max: number) => Math.round(Math.min(max, Math.max(0, value)) * 10) / 10;
    return [clamp(x, SIGNATURE_BOX.width), clamp(y, SIGNATURE_BOX.height)];
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = [pointOf(event)];
    onChange([...strokes]);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const point = pointOf(event);
    const last = drawing.current.at(-1)!;
    // Points closer than a box unit add size, not shape.
    if (Math.hypot(point[0] - last[0], point[1] - last[1]) < 1) return;
    if (drawing.current.length >= 1_000) return;
    drawing.current.push(point);
    onChange([...strokes]);
  };
  const end = () => {
    if (!drawing.current) return;
    const stroke = drawing.current;
    drawing.current = null;
    if (strokes.length < 60) onChange([...strokes, stroke]);
  };

  return (
    <div>
      <Box
        style={{ border: '2px dashed var(--mantine-color-default-border)', borderRadius: 8, background: 'var(--mantine-color-body)', aspectRatio: `${SIGNATURE_BOX.width} / ${SIGNATURE_BOX.height}`, width: '100%', maxWidth: 720 }}
      >
        <canvas
          ref={canvas}
          width={SIGNATURE_BOX.width}
          height={SIGNATURE_BOX.height}
          role="img"
          aria-label={strokes.length ? `Firma con ${strokes.length} trazos` : 'Recuadro de firma vacío: firma con el dedo, la pluma o el ratón'}
          data-testid="signature-pad"
          style={{ width: '100%', height: '100%', touchAction: 'none', cursor: disabled ? 'not-allowed' : 'crosshair', display: 'block' }}
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
        />
      </Box>
      <Group justify="space-between" mt="xs">
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="sm" onClick={() => onChange(strokes.slice(0, -1))} disabled={disabled || strokes.length === 0}>
            Deshacer trazo
          </Button>
          <Button variant="default" size="sm" onClick={() => onChange([])} disabled={disabled || strokes.length === 0}>
            Borrar firma
          </Button>
        </Group>
      </Group>
    </div>
  );
}

/**
 * The strokes as a PNG data URL, drawn again at `scale` on an offscreen canvas with a transparent
 * background, so the image sits on any document. Null where the canvas cannot export (tests).
 */
export function strokesToPng(strokes: SignatureStrokes, scale = 1): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = SIGNATURE_BOX.width * scale;
  canvas.height = SIGNATURE_BOX.height * scale;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.scale(scale, scale);
  paintStrokes(context, strokes);
  return canvas.toDataURL('image/png');
}
