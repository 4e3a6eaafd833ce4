export * from './lists';
export { archivedQuery, archiveMutation, type ArchiveAction } from './archive';
export { activityQuery, ACTIVITY_PAGE_SIZE } from './activity';
export { uploadMutation } from './uploads';
export type { ServerOutcome } from './outcome';
