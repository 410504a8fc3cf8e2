import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import Title from '@mui/icons-material/Title';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A page's rich text (Tiptap, in the back-office's chunk only): headings, marks, lists, quotes and
 * links, the same short list the server's sanitiser keeps. Hands up HTML on every change.
 */
export function RichTextEditor({
  label,
  initialHtml,
  onChange,
  error,
}: {
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  /** The text's message in error, shown under it and read with it. */
  error?: string | undefined;
}) {
  const { t } = useTranslation('admin');
  const labelId = useId();
  const messageId = useId();
  const attributes = (message: string | undefined): Record<string, string> => ({
    'aria-labelledby': labelId,
    'aria-multiline': 'true',
    role: 'textbox',
    ...(message ? { 'aria-invalid': 'true', 'aria-describedby': messageId } : {}),
  });
  // useEditor hands changed options to the editor on each render, the attributes among them.
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false } })],
    content: initialHtml,
    editorProps: { attributes: attributes(error) },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      heading: current?.isActive('heading', { level: 2 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      blockquote: current?.isActive('blockquote') ?? false,
    }),
  });
  const chain = () => editor?.chain().focus();
  const buttons = [
    { name: 'bold', icon: <FormatBold />, run: () => chain()?.toggleBold().run() },
    { name: 'italic', icon: <FormatItalic />, run: () => chain()?.toggleItalic().run() },
    { name: 'heading', icon: <Title />, run: () => chain()?.toggleHeading({ level: 2 }).run() },
    { name: 'bulletList', icon: <FormatListBulleted />, run: () => chain()?.toggleBulletList().run() },
    { name: 'orderedList', icon: <FormatListNumbered />, run: () => chain()?.toggleOrderedList().run() },
    { name: 'blockquote', icon: <FormatQuote />, run: () => chain()?.toggleBlockquote().run() },
  ] as const;

  return (
    <Box>
      <Typography id={labelId} component="span" variant="subtitle2">
        {label}
      </Typography>
      <ToggleButtonGroup
        size="small"
        aria-label={t('settings.pages.toolbar')}
        sx={{ display: 'flex', flexWrap: 'wrap', my: 1 }}
      >
        {buttons.map((button) => (
          <ToggleButton
            key={button.name}
            value={button.name}
            selected={active?.[button.name] ?? false}
            aria-label={t(`settings.pages.format.${button.name}`)}
            onClick={button.run}
          >
            {button.icon}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          px: 2,
          '& .tiptap': { minBlockSize: 200, outline: 'none' },
          '&:focus-within': { borderColor: 'primary.main', outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      {error ? (
        <FormHelperText id={messageId} error>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
