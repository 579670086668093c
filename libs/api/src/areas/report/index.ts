export { recordVisit, useRecordVisit } from './record-visit';
