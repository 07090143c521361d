// The bars of an income chart, drawn by uPlot (~20 KB gzip, canvas, fast on a cheap phone). Loaded
// lazily by income-chart.tsx: no screen's first load carries it. The figures are beside it in a table,
// so the canvas is hidden from screen readers.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

type Props = { labels: string[]; values: number[]; height?: number; color?: string };

export default function BarChart({ labels, values, height = 200, color = '#1a7f4b' }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const xs = labels.map((_, i) => i);
    // As many axis labels as fit side by side (11 px type: ~11 px a CJK character, ~7 px a digit).
    const textWidth = (s: string) => [...s].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e80 ? 11 : 7), 0) + 8;
    const widest = Math.max(1, ...labels.map(textWidth));
    const plotWidth = Math.max(120, (box.clientWidth || 320) - 52);
    const every = Math.max(1, Math.ceil((labels.length * widest) / plotWidth));
    const bars = uPlot.paths.bars!({ size: [0.6, 40], align: 0 });
    const chart = new uPlot(
      {
        width: box.clientWidth || 320,
        height,
        legend: { show: false },
        cursor: { show: false },
        select: { show: false, left: 0, top: 0, width: 0, height: 0 },
        scales: { x: { time: false, range: [-0.5, labels.length - 0.5] }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
        axes: [
          { values: (_u, splits) => splits.map((i) => (Number.isInteger(i) && i % every === 0 ? (labels[i] ?? '') : '')), splits: () => xs, gap: 4, size: 28, font: '11px sans-serif', grid: { show: false } },
          { values: (_u, splits) => splits.map((v) => (v >= 1000 ? `¥${Math.round(v / 100) / 10}k` : `¥${Math.round(v)}`)), size: 44, font: '11px sans-serif', grid: { stroke: '#eee', width: 1 } },
        ],
        series: [{}, { fill: color, stroke: color, width: 0, paths: bars, points: { show: false } }],
      },
      [xs, values],
      box,
    );
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => chart.setSize({ width: box.clientWidth || 320, height }));
    observer?.observe(box);
    return () => {
      observer?.disconnect();
      chart.destroy();
    };
  }, [labels, values, height, color]);
  return <div ref={ref} className="bar-chart" style={{ height }} aria-hidden="true" data-testid="bar-chart" />;
}
