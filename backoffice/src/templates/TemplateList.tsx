import MailOutline from '@mui/icons-material/MailOutline';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { TemplateScreen } from './TemplateScreen';

const NoTemplateSelected = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, color: 'text.secondary' }}>
      <MailOutline sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="h2" color="text.primary">
        {translate('app.templates.none_title')}
      </Typography>
      <Typography>{translate('app.templates.none_text')}</Typography>
    </Box>
  );
};

/** /admin/templates: the list, nothing selected. */
export const TemplateList = () => (
  <TemplateScreen>
    <NoTemplateSelected />
  </TemplateScreen>
);

export default TemplateList;
