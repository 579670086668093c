import type { Application, ApplicationMaterial, MaterialState } from './types';

const DONE_STATES: ReadonlySet<MaterialState> = new Set(['ready', 'submitted']);

/** Whether a material counts as done: 已就绪 or 已提交. */
export function isMaterialDone(material: Pick<ApplicationMaterial, 'state'>): boolean {
  return DONE_STATES.has(material.state);
}

/** The server's progress rule: the share of required materials that are ready or submitted, 0–100, rounded down. */
export function applicationProgress(materials: readonly ApplicationMaterial[]): number {
  const required = materials.filter((material) => material.required);
  if (required.length === 0) return 100;
  return Math.floor((100 * required.filter(isMaterialDone).length) / required.length);
}

/** Required materials without an uploaded file: the server refuses submission while there is one. */
export function pendingRequiredMaterials(materials: readonly ApplicationMaterial[]): ApplicationMaterial[] {
  return materials.filter((material) => material.required && material.file === null);
}

/** The application as it will be once one material takes `state` (used for optimistic updates). */
export function withMaterialState(application: Application, materialId: string, state: MaterialState): Application {
  if (!application.materials.some((material) => material.materialId === materialId)) return application;
  const materials = application.materials.map((material) => (material.materialId === materialId ? { ...material, state } : material));
  return { ...application, materials, progress: applicationProgress(materials) };
}
