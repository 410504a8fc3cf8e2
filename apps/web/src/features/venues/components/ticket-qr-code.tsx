import Box from '@mui/material/Box';
import QRCode from 'qrcode';
import { useMemo } from 'react';

/**
 * A ticket's code as a QR code, drawn as one SVG path from the library's module matrix (no markup
 * strings), black on white with the quiet zone scanners need, whatever the site's theme.
 */
export function TicketQrCode({ code, size, label }: { code: string; size: number; label: string }) {
  const { path, count } = useMemo(() => {
    const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; column++) {
        if (modules.get(row, column)) d += `M${column + 4} ${row + 4}h1v1h-1z`;
      }
    }
    return { path: d, count: modules.size + 8 };
  }, [code]);
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${count} ${count}`}
      shapeRendering="crispEdges"
      sx={{ inlineSize: size, blockSize: size, display: 'block', backgroundColor: '#fff', flexShrink: 0 }}
    >
      <path d={path} fill="#000" />
    </Box>
  );
}
