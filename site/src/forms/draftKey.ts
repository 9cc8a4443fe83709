/**
 * Where a public form keeps its draft for the tab's life (formDraft.ts), under `<prefix><name>`; the form names it in
 * `data-draft`, where the pages' loader finds it (islands/triggers/draft.ts, islands/failure.ts).
 */
export const DRAFT_STORAGE_PREFIX = 'lh-renov:draft:';
