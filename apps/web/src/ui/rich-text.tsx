import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { htmlToReact } from './html-to-react';

/** Renders company-authored HTML through the allow-list of html-to-react. */
export function RichText({ html }: { html: string }) {
  const content = useMemo(() => htmlToReact(html), [html]);
  return (
    <Box
      sx={{
        lineHeight: 1.7,
        overflowWrap: 'anywhere',
        '& img': { maxInlineSize: '100%', blockSize: 'auto' },
        '& a': { color: 'primary.main' },
        '& .ql-align-center': { textAlign: 'center' },
        '& .ql-align-right': { textAlign: 'end' },
        '& .ql-align-justify': { textAlign: 'justify' },
        '& .ql-indent-1': { paddingInlineStart: '3em' },
        '& .ql-indent-2': { paddingInlineStart: '6em' },
      }}
    >
      {content}
    </Box>
  );
}
