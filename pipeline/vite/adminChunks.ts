/**
 * How the back-office's code is cut into files (docs/product.md#premier-chargement). Left to itself, the bundler
 * splits what the page's entry shares with the lazy screens into a dozen files, each compressed alone: the sign-in
 * screen cost 208.6 KiB gzip in 12 files, 202.0 KiB in one. Everything the entry imports statically (the bundler's
 * own `$initial` set, after tree-shaking) goes into the entry's file; the lazy screens keep the bundler's split.
 */
import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

export const adminCodeSplitting = (): CodeSplitting => ({
  groups: [
    {
      name: 'admin',
      tags: ['$initial'],
      // Only the modules the entry really runs: following their imports would reach whole packages through
      // their index (react-admin, MUI), every screen with them.
      includeDependenciesRecursively: false,
    },
  ],
});
