import { Box, Text, VisuallyHidden } from '@mantine/core';

export interface BarChartProps {
  title: string;
  data: { label: string; value: number }[];
  /** Describes the unit for screen readers and the tooltip, e.g. "usuarios". */
  unit: string;
  height?: number;
  /** The value of a full bar when the scale is fixed (a score out of 100); otherwise the largest value. */
  max?: number;
}

/**
 * A small SVG bar chart: light enough for any route, with the numbers also in a table for
 * screen readers (the chart itself is decorative to them).
 */
export function BarChart({ title, data, unit, height = 180, max: fixedMax }: BarChartProps) {
  const max = Math.max(1, fixedMax ?? 0, ...data.map((point) => point.value));
  const barWidth = 100 / Math.max(1, data.length);
  return (
    <Box>
      <svg viewBox={`0 0 100 ${height / 3}`} width="100%" height={height} preserveAspectRatio="none" aria-hidden role="presentation">
        {data.map((point, index) => {
          const barHeight = (point.value / max) * (height / 3 - 2);
          return (
            <rect
              key={point.label}
              x={index * barWidth + barWidth * 0.15}
              y={height / 3 - barHeight}
              width={barWidth * 0.7}
              height={Math.max(barHeight, point.value > 0 ? 0.5 : 0)}
              rx={0.6}
              fill="var(--mantine-color-teal-7)"
            >
              <title>{`${point.label}: ${point.value} ${unit}`}</title>
            </rect>
          );
        })}
      </svg>
      <Box style={{ display: 'grid', gridTemplateColumns: `repeat(${data.length}, 1fr)` }} aria-hidden>
        {data.map((point) => (
          <Text key={point.label} size="xs" c="dimmed" ta="center">
            {point.label}
          </Text>
        ))}
      </Box>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <tbody>
            {data.map((point) => (
              <tr key={point.label}>
                <th scope="row">{point.label}</th>
                <td>
                  {point.value} {unit}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
