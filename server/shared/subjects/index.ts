export {
  createSubjectRegistry,
  findByNumericIds,
  keyOf,
  type SubjectFeature,
  type SubjectInfo,
  type SubjectKey,
  type SubjectRegistry,
  type SubjectSource,
} from './registry';
