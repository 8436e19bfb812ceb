import { vars } from '@maplepack/ui';

export interface ChartPoint {
  label: string;
  /** Null: no value that month (drawn as a gap). */
  value: number | null;
}

const WIDTH = 560;
const HEIGHT = 180;
const PAD = { top: 12, right: 12, bottom: 28, left: 64 };

/**
 * A small line chart drawn as SVG by us (no chart library: the back office needs two lines of 12
 * points, and a library would weigh more than the rest of a page; docs/decisions.md). It is an image
 * with a name; the page gives the numbers in a table next to it for screen readers and exact reading.
 */
export function LineChart({
  title,
  points,
  format,
}: {
  title: string;
  points: readonly ChartPoint[];
  format: (value: number) => string;
}) {
  const values = points.map((p) => p.value).filter((v): v is number => v !== null);
  const max = Math.max(0, ...values);
  const top = max === 0 ? 1 : max;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length <= 1 ? innerW / 2 : (i * innerW) / (points.length - 1));
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH;
  const segments: string[][] = [];
  let current: string[] = [];
  points.forEach((point, i) => {
    if (point.value === null) {
      if (current.length > 0) segments.push(current);
      current = [];
    } else current.push(`${x(i).toFixed(1)},${y(point.value).toFixed(1)}`);
  });
  if (current.length > 0) segments.push(current);
  return (
    <svg
      role="img"
      aria-label={title}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      style={{ maxWidth: WIDTH, display: 'block' }}
    >
      <line
        x1={PAD.left}
        x2={WIDTH - PAD.right}
        y1={PAD.top + innerH}
        y2={PAD.top + innerH}
        stroke={vars.color.border}
      />
      <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end" fontSize="11" fill={vars.color.textMuted}>
        {format(top)}
      </text>
      <text x={PAD.left - 6} y={PAD.top + innerH} textAnchor="end" fontSize="11" fill={vars.color.textMuted}>
        {format(0)}
      </text>
      {segments.map((segment) => (
        <polyline
          key={segment.join(' ')}
          points={segment.join(' ')}
          fill="none"
          stroke={vars.color.primary}
          strokeWidth="2"
        />
      ))}
      {points.map((point, i) =>
        point.value === null ? null : (
          <circle key={point.label} cx={x(i)} cy={y(point.value)} r="3" fill={vars.color.primary} />
        ),
      )}
      {points.map((point, i) =>
        i % 2 === 0 || i === points.length - 1 ? (
          <text
            key={point.label}
            x={x(i)}
            y={HEIGHT - 8}
            textAnchor="middle"
            fontSize="11"
            fill={vars.color.textMuted}
          >
            {point.label}
          </text>
        ) : null,
      )}
    </svg>
  );
}
