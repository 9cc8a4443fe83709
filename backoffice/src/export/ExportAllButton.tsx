import Download from '@mui/icons-material/GetApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import {
  downloadCSV,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { csvText, exportFileName, fetchAll } from './exportAll';

export interface ExportAllButtonProps<R extends RaRecord> {
  /** The CSV's rows, French column names, cells passed through `csvCell`. */
  rows: (records: R[]) => Record<string, string>[];
  /** The file's French name, without the day and `.csv` (« abonnes »). */
  fileName: string;
  /** What was exported, counted: « %{count} abonné exporté |||| %{count} abonnés exportés ». */
  doneMessage: string;
}

type State = { step: 'idle' } | { step: 'running'; done: number; total?: number } | { step: 'failed' };

const NUMBER = new Intl.NumberFormat('fr-FR');
// Excel reads a CSV without a byte-order mark as Windows-1252: « é » would come out as « Ã© ».
const BOM = '\uFEFF';

/**
 * « Exporter » for a list: every row matching the list's current filters, in its order, fetched page by page
 * (docs/product.md#exports), with its progress while it runs and a French message when it ends or fails. One export
 * at a time: a second click while one runs does nothing.
 */
export const ExportAllButton = <R extends RaRecord>({
  rows,
  fileName,
  doneMessage,
}: ExportAllButtonProps<R>) => {
  const { resource, filter, filterValues, sort, total } = useListContext<R>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const [state, setState] = useState<State>({ step: 'idle' });
  const running = useRef(false);

  const run = async () => {
    if (running.current) return;
    running.current = true;
    setState({ step: 'running', done: 0, total });
    try {
      const records = await fetchAll<R>(
        dataProvider,
        { resource, filter: filter ? { ...filterValues, ...filter } : filterValues, sort },
        (done, all) => setState({ step: 'running', done, total: all }),
      );
      const file = exportFileName(fileName);
      downloadCSV(BOM + (await csvText(rows(records))), file);
      setState({ step: 'idle' });
      notify(doneMessage, {
        type: 'success',
        messageArgs: {
          smart_count: records.length,
          count: NUMBER.format(records.length),
          file: `${file}.csv`,
        },
      });
    } catch {
      setState({ step: 'failed' });
    } finally {
      running.current = false;
    }
  };

  const percent =
    state.step === 'running' && state.total ? Math.min(100, (state.done / state.total) * 100) : undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {state.step === 'running' && (
          <>
            <LinearProgress
              variant={percent === undefined ? 'indeterminate' : 'determinate'}
              value={percent}
              aria-hidden
              sx={{ width: 96 }}
            />
            <Typography variant="body2">
              {translate('app.export.progress', {
                done: NUMBER.format(state.done),
                total: NUMBER.format(state.total ?? state.done),
              })}
            </Typography>
          </>
        )}
        {state.step === 'failed' && (
          <Typography variant="body2" color="error">
            {translate('app.export.failed')}
          </Typography>
        )}
      </Box>
      <Button
        size="small"
        startIcon={<Download />}
        onClick={() => void run()}
        disabled={state.step === 'running' || total === 0}
      >
        {translate(state.step === 'failed' ? 'app.export.retry' : 'ra.action.export')}
      </Button>
    </Box>
  );
};
