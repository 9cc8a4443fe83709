import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import type { ConsentProof } from '@shared/domain/consents';
import type { Range } from '../dates/paris';
import { consentShare } from './consentShare';

const PERCENT = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 });
const DATE = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});
const CHUNK = 1000;
const CAP = 10_000;

type ProofRow = ConsentProof & { id: string };

/** The period's consent proofs, read in pages of 1000 (as the page views). */
function useProofs(range: Range) {
  const dataProvider = useDataProvider();
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  return useQuery({
    queryKey: ['consents', 'period', { from, to }],
    queryFn: async () => {
      const rows: ProofRow[] = [];
      for (let page = 1; ; page += 1) {
        const { data, total = 0 } = await dataProvider.getList<ProofRow>('consents', {
          filter: { date_gte: from, date_lt: to },
          sort: { field: 'date', order: 'ASC' },
          pagination: { page, perPage: CHUNK },
        });
        rows.push(...data);
        if (data.length < CHUNK || rows.length >= total || rows.length >= CAP) return rows;
      }
    },
  });
}

const History = ({ visitorId }: { visitorId: string }) => {
  const translate = useTranslate();
  const {
    data = [],
    isPending,
    error,
  } = useGetList<ProofRow>('consents', {
    filter: { visitorId },
    sort: { field: 'date', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  if (error) return <Alert severity="error">{translate('app.analytics.consents.error')}</Alert>;
  if (isPending) return null;
  if (!data.length)
    return <Typography color="text.secondary">{translate('app.analytics.consents.unknown')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('app.analytics.consents.history')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.analytics.consents.date')}</TableCell>
            <TableCell>{translate('app.analytics.consents.decision')}</TableCell>
            <TableCell>{translate('app.analytics.consents.categories')}</TableCell>
            <TableCell>{translate('app.analytics.consents.method')}</TableCell>
            <TableCell>{translate('app.analytics.consents.version')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((proof) => (
            <TableRow key={proof.id}>
              <TableCell>{DATE.format(new Date(proof.date))}</TableCell>
              <TableCell>{translate(`app.analytics.consents.decisions.${proof.decision}`)}</TableCell>
              <TableCell>
                {(['functional', 'analytics', 'marketing'] as const)
                  .filter((c) => proof.categories[c])
                  .map((c) => translate(`app.analytics.consents.category.${c}`))
                  .join(', ') || translate('app.analytics.consents.none')}
              </TableCell>
              <TableCell>{translate(`app.analytics.consents.methods.${proof.method}`)}</TableCell>
              <TableCell>{proof.policyVersion}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/** Share of visitors who accepted the audience measurement over the period, and one visitor's history. */
export const ConsentPanel = ({ range }: { range: Range }) => {
  const translate = useTranslate();
  const { data, error } = useProofs(range);
  const share = useMemo(() => (data ? consentShare(data) : null), [data]);
  const [typed, setTyped] = useState('');
  const [lookedUp, setLookedUp] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setLookedUp(typed.trim());
  };
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h2" variant="h6">
          {translate('app.analytics.consents.title')}
        </Typography>
        {error ? (
          <Alert severity="error">{translate('app.analytics.consents.error')}</Alert>
        ) : share ? (
          <Typography data-testid="consent-share">
            {share.visitors
              ? translate('app.analytics.consents.share', {
                  percent: PERCENT.format(share.accepted / share.visitors),
                  accepted: share.accepted,
                  smart_count: share.visitors,
                })
              : translate('app.analytics.consents.no_choice')}
          </Typography>
        ) : null}
        <Box
          component="form"
          onSubmit={submit}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
        >
          <TextField
            size="small"
            label={translate('app.analytics.consents.visitor_id')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            sx={{ minWidth: { xs: '100%', sm: 380 } }}
          />
          <Button type="submit" variant="outlined" disabled={!typed.trim()}>
            {translate('app.analytics.consents.look_up')}
          </Button>
        </Box>
        {lookedUp && <History visitorId={lookedUp} />}
      </CardContent>
    </Card>
  );
};
