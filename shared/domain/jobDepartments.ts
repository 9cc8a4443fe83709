/** The departments of the job offers, in the careers page's filter order (zod-free: read by its first load). */
export const JOB_DEPARTMENTS = ['Développement', 'Conseil', 'Commercial', 'Support'] as const;
