import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { notify } from '../../ui/notifications';
import { useApiErrorText } from '../use-api-error-text';
import { downloadCsv } from './sales-api';

/** A list toolbar's download: the list as the server exports it (`path`, `body`), saved as `fileName`. */
export function CsvDownloadButton(props: {
  label: string;
  path: string;
  body: () => object;
  fileName: string;
}) {
  const apiErrorText = useApiErrorText();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCsv(props.path, props.body(), props.fileName);
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
