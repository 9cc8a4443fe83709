import {
  campaignClaimIdSchema,
  campaignClaimRequestSchema,
  campaignStepRequestSchema,
} from '@shared/domain/platformCalls';
import { campaignProgressSchema, campaignStepAnswerSchema } from '@shared/domain/platformAnswers';
import { fromZod } from '../jsonSchema';
import type { Call } from './operation';

/** A campaign's send, step by step under one claim (docs/platform.md#campagnes): the `campaigns` extension. */
const common = {
  tag: 'Campagnes',
  doc: 'docs/platform.md#campagnes',
  extension: 'campaigns',
  identity: 'required',
  parameters: ['Project', 'CampaignId'],
  errors: [403, 404, 409],
} as const;
const base = '/lm/{project}/campaigns/{id}';

export const campaignCalls = (): Call[] => [
  {
    ...common,
    method: 'post',
    path: `${base}/claim`,
    id: 'claimCampaign',
    summary: 'Réclamer l’envoi d’une campagne',
    rules: ['bearer', 'adminOnly', 'campaignLease'],
    body: { schema: fromZod(campaignClaimRequestSchema.unwrap(), 'input'), required: false },
    answer: fromZod(campaignProgressSchema),
  },
  {
    ...common,
    method: 'post',
    path: `${base}/send`,
    id: 'sendCampaignStep',
    summary: 'Envoyer le pas suivant (1 à 500 abonnés)',
    rules: ['bearer', 'adminOnly', 'campaignLease', 'campaignCap', 'emailTokens'],
    body: { schema: fromZod(campaignStepRequestSchema, 'input') },
    answer: fromZod(campaignStepAnswerSchema),
  },
  {
    ...common,
    method: 'post',
    path: `${base}/renew`,
    id: 'renewCampaignClaim',
    summary: 'Prolonger le bail de la réclamation',
    rules: ['bearer', 'adminOnly', 'campaignLease'],
    body: { schema: fromZod(campaignClaimIdSchema, 'input') },
    answer: fromZod(campaignProgressSchema),
  },
  {
    ...common,
    method: 'post',
    path: `${base}/release`,
    id: 'releaseCampaignClaim',
    summary: 'Rendre la réclamation (reprise immédiate ailleurs)',
    rules: ['bearer', 'adminOnly', 'campaignLease'],
    body: { schema: fromZod(campaignClaimIdSchema, 'input') },
    answer: fromZod(campaignProgressSchema),
  },
  {
    ...common,
    method: 'get',
    path: `${base}/progress`,
    id: 'campaignProgress',
    summary: 'Suivre l’avancement d’un envoi',
    rules: ['bearer', 'adminOnly'],
    answer: fromZod(campaignProgressSchema),
  },
];
