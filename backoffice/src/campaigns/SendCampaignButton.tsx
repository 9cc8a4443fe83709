import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, useRecordContext, useRefresh, useTranslate, type DataProvider } from 'react-admin';
import {
  RECIPIENT_OUTCOMES,
  type Campaign,
  type CampaignCounts,
  type CampaignProgress,
} from '@shared/domain/campaigns';
import { PREFERENCE_TITLES } from '@shared/domain/preferences';
import type { CampaignMethods } from '../providers/campaignMethods';
import { progressKey } from './CampaignFields';
import type { SendProgress } from './sendCampaign';

type Phase =
  | { kind: 'confirm' }
  | { kind: 'sending'; progress?: SendProgress }
  | { kind: 'following'; progress?: SendProgress; by?: string }
  | { kind: 'stalled'; counts: CampaignCounts }
  | { kind: 'done'; counts: CampaignCounts; elsewhere?: { by?: string } }
  | { kind: 'error'; message: string };

const isElsewhere = (error: unknown): error is Error & { by?: string; reason?: string } =>
  error instanceof Error && error.name === 'SendElsewhereError';

/**
 * Sends (or resumes) the campaign behind a confirmation, with a progress bar and the final counts. When another
 * tab or administrator holds the send, says so and follows its progress instead; if that send stops (its tab
 * closed, its lease ran out), offers to resume it (docs/newsletter.md#envoi-réclamé).
 */
export const SendCampaignButton = () => {
  const record = useRecordContext<Campaign & { id: string }>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<DataProvider & CampaignMethods>();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase | null>(null);
  const abort = useRef<AbortController | null>(null);
  if (!record) return null;

  // The page's counters (CampaignCountsField) show the same deliveries' counts as this dialog, step by step.
  const share = (progress: SendProgress) =>
    queryClient.setQueryData<CampaignProgress>(progressKey(record.id), (old) => ({
      status: 'sending',
      claim: old?.claim,
      audience: progress.total,
      counts: progress.counts,
    }));

  const follow = async (signal: AbortSignal, by?: string) => {
    setPhase({ kind: 'following', by });
    let holder = by;
    const end = await dataProvider.followCampaign(record.id, {
      signal,
      onProgress: (progress) => {
        holder = progress.by ?? holder;
        if (signal.aborted) return;
        share(progress);
        setPhase({ kind: 'following', progress, by: holder });
      },
    });
    if (signal.aborted) return;
    setPhase(
      end.status === 'stalled'
        ? { kind: 'stalled', counts: end.counts }
        : { kind: 'done', counts: end.counts, elsewhere: { by: holder } },
    );
  };

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ kind: 'sending' });
    try {
      const counts = await dataProvider.sendCampaign(record.id, {
        signal: controller.signal,
        onProgress: (progress) => {
          if (controller.signal.aborted) return;
          share(progress);
          setPhase({ kind: 'sending', progress });
        },
      });
      if (!controller.signal.aborted) setPhase({ kind: 'done', counts });
    } catch (error) {
      try {
        if (isElsewhere(error)) await follow(controller.signal, error.by);
        else throw error;
      } catch (failure) {
        setPhase({ kind: 'error', message: failure instanceof Error ? failure.message : String(failure) });
      }
    }
    refresh();
  };

  const close = () => {
    abort.current?.abort();
    setPhase(null);
    refresh();
  };
  const progress = phase?.kind === 'sending' || phase?.kind === 'following' ? phase.progress : undefined;
  const percent = progress && progress.total ? Math.round((progress.done / progress.total) * 100) : 0;

  return (
    <>
      {/* A sent campaign has no button, but the dialog stays to show the counts of the send that just ended. */}
      {record.status !== 'sent' && (
        <Button variant="contained" startIcon={<Send />} onClick={() => setPhase({ kind: 'confirm' })}>
          {translate(record.status === 'sending' ? 'app.campaigns.resume' : 'app.campaigns.send')}
        </Button>
      )}
      <Dialog
        open={phase !== null}
        onClose={phase?.kind === 'sending' ? undefined : close}
        aria-labelledby="campaign-send-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="campaign-send-title">
          {translate('app.campaigns.send_confirm_title', { name: record.name })}
        </DialogTitle>
        <DialogContent>
          {phase?.kind === 'confirm' && (
            <Typography>
              {translate('app.campaigns.send_confirm', { topic: PREFERENCE_TITLES[record.topic] })}
            </Typography>
          )}
          {phase?.kind === 'following' && (
            <Alert severity="info" role="status" sx={{ mb: 2 }}>
              {translate('app.campaigns.elsewhere', { by: phase.by ?? '…' })}
            </Alert>
          )}
          {phase?.kind === 'done' && phase.elsewhere && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {phase.elsewhere.by
                ? translate('app.campaigns.sent_elsewhere_by', { by: phase.elsewhere.by })
                : translate('app.campaigns.sent_elsewhere')}
            </Alert>
          )}
          {(phase?.kind === 'sending' || phase?.kind === 'following') && (
            <>
              <Typography id="campaign-progress-label" gutterBottom>
                {translate('app.campaigns.sending', {
                  done: progress?.done ?? 0,
                  total: progress?.total ?? '…',
                })}
              </Typography>
              <LinearProgress
                variant={progress ? 'determinate' : 'indeterminate'}
                value={percent}
                aria-labelledby="campaign-progress-label"
              />
              {progress && (
                // The deliveries' own counts, the same as the page's: « Envoyés » is e-mails sent, nothing else.
                <Typography variant="body2" sx={{ mt: 1 }} data-testid="campaign-send-counts">
                  {RECIPIENT_OUTCOMES.map(
                    (outcome) =>
                      `${translate(`app.campaigns.counts.${outcome}`)} : ${progress.counts[outcome]}`,
                  ).join(' · ')}
                </Typography>
              )}
              {phase.kind === 'sending' && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {translate('app.campaigns.keep_open')}
                </Typography>
              )}
            </>
          )}
          {phase?.kind === 'stalled' && (
            <Alert severity="warning" role="status">
              {translate('app.campaigns.stalled', { done: phase.counts.sent })}
            </Alert>
          )}
          {phase?.kind === 'done' && (
            <Alert severity="success" role="status">
              {translate('app.campaigns.finished', {
                sent: phase.counts.sent,
                cap: phase.counts.skipped_cap,
                preference: phase.counts.skipped_preference,
              })}
            </Alert>
          )}
          {phase?.kind === 'error' && (
            <Alert severity="error">
              {translate('app.campaigns.send_error', { message: phase.message })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          {phase?.kind === 'confirm' && (
            <>
              <Button onClick={close}>{translate('ra.action.cancel')}</Button>
              <Button variant="contained" onClick={() => void start()}>
                {translate('app.campaigns.send')}
              </Button>
            </>
          )}
          {phase?.kind === 'sending' && <Button onClick={close}>{translate('app.campaigns.cancel')}</Button>}
          {phase?.kind === 'following' && <Button onClick={close}>{translate('app.campaigns.close')}</Button>}
          {phase?.kind === 'stalled' && (
            <>
              <Button onClick={close}>{translate('app.campaigns.close')}</Button>
              <Button variant="contained" onClick={() => void start()}>
                {translate('app.campaigns.resume')}
              </Button>
            </>
          )}
          {(phase?.kind === 'done' || phase?.kind === 'error') && (
            <Button onClick={close}>{translate('app.campaigns.close')}</Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
};
