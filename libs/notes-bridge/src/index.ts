export { NOTES_MESSAGES, materialWritingUrl, openNotesWorkspace } from './open-notes-workspace';
export type { NotesHandoffDeps, NotesHandoffFailureReason, NotesHandoffResult, NotesHandoffStore } from './open-notes-workspace';
export { useNotesHandoff } from './use-notes-handoff';
export type { UseNotesHandoffOptions, UseNotesHandoffResult } from './use-notes-handoff';
