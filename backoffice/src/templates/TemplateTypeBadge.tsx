import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { TemplateType } from '@shared/domain/templates';
import { TYPE_COLORS } from './templateTypes';

export const TemplateTypeBadge = ({ type }: { type: TemplateType }) => {
  const translate = useTranslate();
  const colors = TYPE_COLORS[type] ?? TYPE_COLORS.notification;
  return (
    <Chip
      size="small"
      label={translate(`app.templates.types.${type}`)}
      sx={{ bgcolor: colors.bg, color: colors.fg, fontWeight: 600 }}
    />
  );
};
