/**
 * Kept only while committed code still imports it (the content rework in progress moves every import to
 * @shared/domain/mergeOverDefaults); remove once nothing does.
 */
export { mergeOverDefaults } from '@shared/domain/mergeOverDefaults';
