// The contacts module's front door for other modules: the lists and segments a campaign targets.
export type { ListRow, SegmentRow, ListsRepo as AudienceLists } from './lists.repo.js';
