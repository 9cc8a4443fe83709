import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';

export interface HtmlContentFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * Click-to-edit HTML: shown as text; a click opens a textarea (4 rows, 100–300 px high);
 * Ctrl+Enter keeps the edit, Esc leaves it and restores the previous value. Leaving the area keeps the edit,
 * so clicking "Sauvegarder" straight away loses nothing.
 */
export const HtmlContentField = ({ label, value, onChange }: HtmlContentFieldProps) => {
  const translate = useTranslate();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const cancelled = useRef(false);
  const previous = useRef(value);

  // Text appended from outside while the area is open (an inserted image) joins the draft.
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (editing && value !== before && value.startsWith(before)) {
      setDraft((d) => d + value.slice(before.length));
    }
  }, [value, editing]);

  const open = () => {
    cancelled.current = false;
    setDraft(value);
    setEditing(true);
  };
  const commit = () => {
    setEditing(false);
    if (draft !== value) onChange(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancelled.current = true;
      setDraft(value);
      setEditing(false);
    }
  };

  return (
    <Box>
      <Typography
        component="label"
        htmlFor={id}
        variant="body2"
        sx={{ fontWeight: 600, display: 'block', mb: 0.5 }}
      >
        {label}
      </Typography>
      {editing ? (
        <>
          <Box
            component="textarea"
            id={id}
            rows={4}
            autoFocus
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              if (!cancelled.current) commit();
            }}
            sx={{
              width: '100%',
              minHeight: '100px',
              maxHeight: '300px',
              resize: 'vertical',
              overflow: 'auto',
              fontFamily: 'monospace',
              fontSize: 13,
              p: 1,
              boxSizing: 'border-box',
              borderRadius: 1,
              borderColor: 'primary.main',
            }}
          />
          <Typography variant="caption" color="text.secondary">
            {translate('app.templates.content_keys')}
          </Typography>
        </>
      ) : (
        <Box
          id={id}
          role="button"
          tabIndex={0}
          aria-label={`${label} — ${translate('app.templates.content_hint')}`}
          onClick={open}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              open();
            }
          }}
          sx={{
            minHeight: '100px',
            maxHeight: '300px',
            overflow: 'auto',
            p: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            cursor: 'text',
            fontFamily: 'monospace',
            fontSize: 13,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            '&:hover, &:focus-visible': { borderColor: 'primary.main' },
          }}
        >
          {value || (
            <Typography component="span" color="text.secondary">
              {translate('app.templates.content_empty')}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
};
