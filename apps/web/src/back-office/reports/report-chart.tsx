import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

/** The most groups a bar chart shows: the largest, the table below lists them all. */
const BARS_SHOWN = 15;
const BAR_HEIGHT = 32;

export type ChartPoint = { label: string; value: number };

/**
 * A report's chart: a line over the days, or horizontal bars of the largest groups (names stay
 * readable on a phone). In a right-to-left page the bars grow from the right and the names sit on
 * the right, and the days run from right to left.
 */
export function ReportChart(props: {
  label: string;
  seriesLabel: string;
  points: ChartPoint[];
  overTime: boolean;
  format: (value: number) => string;
}) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const valueFormatter = (value: number | null) => (value === null ? '' : props.format(value));
  if (props.overTime) {
    return (
      <Box role="img" aria-label={props.label} sx={{ width: '100%', height: 300 }}>
        <LineChart
          dataset={props.points}
          xAxis={[{ scaleType: 'point', dataKey: 'label', reverse: rtl }]}
          yAxis={[{ position: rtl ? 'right' : 'left', width: 80, valueFormatter: props.format }]}
          series={[
            { dataKey: 'value', label: props.seriesLabel, valueFormatter, showMark: false, area: true },
          ]}
          hideLegend
          height={300}
        />
      </Box>
    );
  }
  const largest = [...props.points].sort((a, b) => b.value - a.value).slice(0, BARS_SHOWN);
  const height = Math.max(160, largest.length * BAR_HEIGHT + 60);
  return (
    <Box role="img" aria-label={props.label} sx={{ width: '100%', height }}>
      <BarChart
        layout="horizontal"
        dataset={largest}
        yAxis={[{ scaleType: 'band', dataKey: 'label', position: rtl ? 'right' : 'left', width: 140 }]}
        xAxis={[{ reverse: rtl, valueFormatter: props.format }]}
        series={[{ dataKey: 'value', label: props.seriesLabel, valueFormatter }]}
        hideLegend
        height={height}
      />
    </Box>
  );
}
