import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FieldTitle, useInput, useResourceContext, useTranslate } from 'react-admin';

/** The HTML area: 4 rows when it opens, between 100 and 300 px high (the text shown in its place too). */
const EDITOR_AREA = { rows: 4, minHeightPx: 100, maxHeightPx: 300 } as const;

const boxSx = {
  width: '100%',
  minHeight: `${EDITOR_AREA.minHeightPx}px`,
  maxHeight: `${EDITOR_AREA.maxHeightPx}px`,
  overflow: 'auto',
  p: 1,
  boxSizing: 'border-box',
  borderRadius: 1,
  fontFamily: 'monospace',
  fontSize: 13,
} as const;

/**
 * Click-to-edit HTML (docs/product.md#modèles-et-médias), a react-admin input: shown as text; a click opens a textarea (4 rows,
 * 100–300 px high); Ctrl+Enter or Esc leave it. Every keystroke is in the form at once, and the area stays
 * open when the pointer goes elsewhere: nothing moves under a click on « Créer » or « Sauvegarder », which
 * saves what was typed in one click, and Esc never throws the typing away.
 */
export const HtmlContentInput = ({ source, isRequired }: { source: string; isRequired?: boolean }) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { field, fieldState, id } = useInput({ source, isRequired });
  const [editing, setEditing] = useState(false);
  const shown = useRef<HTMLDivElement>(null);
  const closed = useRef(false);
  const value = typeof field.value === 'string' ? field.value : '';
  const label = translate(`resources.${resource}.fields.${source}`);

  // Back on the text after leaving the area with the keyboard, so the keyboard keeps its place.
  useEffect(() => {
    if (!editing && closed.current) shown.current?.focus();
  }, [editing]);

  const open = () => setEditing(true);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const leave = event.key === 'Escape' || (event.key === 'Enter' && (event.ctrlKey || event.metaKey));
    if (!leave) return;
    event.preventDefault();
    event.stopPropagation();
    closed.current = true;
    field.onBlur();
    setEditing(false);
  };

  return (
    <Box>
      <Typography
        component="label"
        htmlFor={id}
        variant="body2"
        sx={{ fontWeight: 600, display: 'block', mb: 0.5 }}
      >
        <FieldTitle label={label} isRequired={isRequired} />
      </Typography>
      {editing ? (
        <>
          <Box
            component="textarea"
            id={id}
            name={field.name}
            rows={EDITOR_AREA.rows}
            autoFocus
            value={value}
            onChange={(e) => field.onChange(e.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={fieldState.invalid || undefined}
            sx={{ ...boxSx, resize: 'vertical', borderColor: 'primary.main' }}
          />
          <Typography variant="caption" color="text.secondary">
            {translate('app.templates.content_keys')}
          </Typography>
        </>
      ) : (
        <Box
          ref={shown}
          id={id}
          role="button"
          tabIndex={0}
          aria-label={`${label} — ${translate('app.templates.content_hint')}`}
          aria-invalid={fieldState.invalid || undefined}
          onClick={open}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              open();
            }
          }}
          sx={{
            ...boxSx,
            border: 1,
            borderColor: fieldState.invalid ? 'error.main' : 'divider',
            cursor: 'text',
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
      {fieldState.error?.message ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
    </Box>
  );
};
