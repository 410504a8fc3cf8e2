import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import type { FileCallDeclaration } from '@screener/contracts/call';
import { useState } from 'react';
import type { z } from 'zod';
import { notify } from '../../ui/notifications';
import { useApiErrorText } from '../use-api-error-text';
import { downloadCsv } from './sales-api';

/** A list toolbar's download: the list as the server exports it (`declaration`, `body`), saved as `fileName`. */
export function CsvDownloadButton<B extends z.ZodType>(props: {
  label: string;
  declaration: FileCallDeclaration<string, B>;
  body: () => z.input<B>;
  fileName: string;
}) {
  const apiErrorText = useApiErrorText();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCsv(props.declaration, props.body(), props.fileName);
    } catch (error) {
      notify(apiErrorText(error), 'error');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button startIcon={<Download />} loading={downloading} onClick={() => void download()}>
      {props.label}
    </Button>
  );
}
