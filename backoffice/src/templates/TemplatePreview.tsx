import ContentCopy from '@mui/icons-material/ContentCopy';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { emailSiteUrl } from '@shared/config';
import { fillTemplate, sampleValues } from '@shared/email/placeholders';
import { useCopied } from '../layout/useCopied';
import { TemplateTypeBadge } from './TemplateTypeBadge';
import type { TemplateRecord } from './templateTypes';

/** Mobile width of the preview: a common phone, centred. */
export const MOBILE_WIDTH = 375;

export interface TemplatePreviewProps {
  template: TemplateRecord;
  onSendTest: () => void;
  sending?: boolean;
}

/**
 * The template as a recipient sees it, placeholders filled with sample values. The HTML runs in an iframe
 * with an empty `sandbox`: no script, form, pop-up or navigation, and no access to the back-office.
 */
export const TemplatePreview = ({ template, onSendTest, sending }: TemplatePreviewProps) => {
  const translate = useTranslate();
  const [device, setDevice] = useState<'desktop' | 'mobile'>('desktop');
  const { copied, copy } = useCopied();
  const filled = useMemo(() => fillTemplate(template, sampleValues(emailSiteUrl())), [template]);
  const mobile = device === 'mobile';

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {template.name}
        </Typography>
        <TemplateTypeBadge type={template.type} />
      </Stack>
      <Typography variant="body2" sx={{ mb: 2 }}>
        <strong>{translate('app.templates.preview.subject')} :</strong> {filled.subject}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={device}
          onChange={(_, value: 'desktop' | 'mobile' | null) => value && setDevice(value)}
        >
          <ToggleButton value="desktop">{translate('app.templates.preview.desktop')}</ToggleButton>
          <ToggleButton value="mobile">{translate('app.templates.preview.mobile')}</ToggleButton>
        </ToggleButtonGroup>
        <Button
          size="small"
          variant="outlined"
          startIcon={<ContentCopy />}
          onClick={() => void copy(template.content)}
        >
          {translate(copied ? 'app.templates.preview.copied' : 'app.templates.preview.copy')}
        </Button>
        <Button size="small" variant="outlined" startIcon={<Send />} onClick={onSendTest} disabled={sending}>
          {translate('app.templates.preview.send_test')}
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
        {translate('app.templates.preview.sample_note')}
      </Typography>
      <Box sx={{ bgcolor: 'grey.100', p: mobile ? 2 : 0, borderRadius: 1 }}>
        <Box
          component="iframe"
          title={translate('app.templates.preview.frame_title', { name: template.name })}
          sandbox=""
          srcDoc={filled.html}
          data-device={device}
          sx={{
            display: 'block',
            width: mobile ? `${MOBILE_WIDTH}px` : '100%',
            maxWidth: '100%',
            height: 600,
            mx: mobile ? 'auto' : 0,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'common.white',
          }}
        />
      </Box>
    </Box>
  );
};
