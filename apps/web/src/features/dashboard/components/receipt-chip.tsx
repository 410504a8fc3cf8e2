import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Chip from '@mui/material/Chip';
import { safeHref } from '../../../ui/safe-url';

/** The gateway's receipt, opened in a new tab; nothing when there is none or it is not a web address. */
export function ReceiptChip({ url, label }: { url: string | null; label: string }) {
  const href = safeHref(url);
  if (!href) return null;
  return (
    <Chip
      size="small"
      icon={<ReceiptLongIcon />}
      label={label}
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      clickable
    />
  );
}
