import type { PortalComponents as components, PortalOperations as operations } from '@smes/contract-types';

type Schemas = components['schemas'];

/** 申报: one enterprise's application for one declaration project. */
export type Application = Schemas['Application'];
/** draft 待提交 → submitted 已提交 → accepted 受理中 → reviewing 评审中 → approved 已通过 / returned 已退回. */
export type ApplicationStatus = Schemas['ApplicationStatus'];
export type ApplicationMaterial = Schemas['ApplicationMaterial'];
/** The one uploaded file of a material (replaceable until submission). */
export type MaterialFile = Schemas['MaterialFile'];
/** The type the stand-in proved from the file's bytes: PDF, JPG/PNG, Word/Excel/PPT. */
export type MaterialContentType = Schemas['MaterialContentType'];
/** A required material a refused submission still lacks a file for. */
export type MissingMaterial = Schemas['MissingMaterial'];
/** Body of the material upload: one multipart part named `file`. */
export type MaterialUpload = Schemas['MaterialUpload'];
export type ApplicationEvent = Schemas['ApplicationEvent'];
/** 准备中 / 已就绪 / 已提交 / 不适用. */
export type MaterialState = Schemas['MaterialState'];
/** The states an enterprise may set itself (不适用 on optional materials); 已就绪 comes from an uploaded file, 已提交 from submission. */
export type EditableMaterialState = Schemas['MaterialStateUpdate']['state'];
export type ApplicationPage = Schemas['ApplicationPage'];
/** Query of `GET /api/application/mine`. */
export type ApplicationListQuery = NonNullable<operations['applicationMine']['parameters']['query']>;

/** The saved report `POST /api/gDeclaraManage/{id}/evaluation` answers with (type project_evaluation). */
export type ProjectEvaluationReport = Schemas['Report'];
/** The engine's verdict inside a project evaluation report. */
export type ProjectEvaluation = Schemas['EvaluationPayload'];
/** One condition of an evaluation: 条件 / 标准 / 实际值 / 结果, with evidence and the fields still missing. */
export type EvaluationConditionResult = Schemas['ConditionResultJson'];
export type ApplicationForm = Schemas['ApplicationForm'];
export type ApplicationFormFields = Schemas['ApplicationFormFields'];
export type CommitmentText = Schemas['CommitmentText'];
export type MaterialMode = Schemas['MaterialMode'];
