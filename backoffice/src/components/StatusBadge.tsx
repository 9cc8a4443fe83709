import Box from '@mui/material/Box';

export interface BadgeColours {
  bgcolor: string;
  color: string;
}

/** A small coloured pill for a record's status (e-mails, reviews): colours chosen per status by each list. */
export function StatusBadge({ colours, label }: { colours: BadgeColours; label: string }) {
  return (
    <Box
      component="span"
      sx={{
        ...colours,
        display: 'inline-block',
        px: 1,
        py: 0.25,
        borderRadius: 4,
        fontSize: '0.75rem',
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      {label}
    </Box>
  );
}
