import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Reply } from '../providers/messageReplies';
import { formatMessageDate } from './messageHelpers';

/** The answers already sent to this visitor, oldest first. */
export const MessageReplies = ({ replies }: { replies?: Reply[] }) => {
  const translate = useTranslate();
  if (!replies?.length) return null;
  return (
    <Box
      component="section"
      aria-labelledby="message-replies"
      sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
    >
      <Typography id="message-replies" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('app.messages.replies_title', { count: replies.length })}
      </Typography>
      <Box
        component="ol"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        {replies.map((reply) => (
          <Box component="li" key={reply.sentAt} sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {reply.subject}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate('app.messages.reply_meta', {
                date: formatMessageDate(reply.sentAt),
                author: reply.sentBy,
              })}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
              {reply.message}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
};
