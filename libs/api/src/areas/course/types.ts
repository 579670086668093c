import type { PortalComponents as components, PortalOperations as operations } from '@smes/contract-types';

type Schemas = components['schemas'];

/** 政策解读 / 财税 / 知识产权 / 数字化转型 / 融资 / 人力资源 / 法律合规 / 市场营销. */
export type CourseCategory = Schemas['CourseCategory'];
export type CourseSummary = Schemas['CourseSummary'];
export type CourseDetail = Schemas['CourseDetail'];
export type CourseChapter = Schemas['CourseChapter'];
export type CourseList = Schemas['CourseList'];
export type CourseProgress = Schemas['CourseProgress'];
export type CourseChapterProgress = Schemas['CourseChapterProgress'];
export type MyCourse = Schemas['MyCourse'];
export type MyCoursePage = Schemas['MyCoursePage'];
/** Query of `GET /api/course/list`. */
export type CourseQuery = NonNullable<operations['courseList']['parameters']['query']>;
/** Query of `GET /api/course/mine`. */
export type MyCourseQuery = NonNullable<operations['courseMine']['parameters']['query']>;
