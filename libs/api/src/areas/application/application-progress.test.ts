import { describe, expect, it } from 'vitest';
import { applicationProgress, pendingRequiredMaterials, withMaterialState } from './application-progress';
import { buildApplication, buildApplicationMaterial, buildMaterialFile } from './testing';

describe('applicationProgress', () => {
  it('counts required materials that are ready or submitted, ignoring optional ones, rounding down', () => {
    const materials = [
      buildApplicationMaterial({ materialId: 'a', state: 'ready' }),
      buildApplicationMaterial({ materialId: 'b', state: 'submitted' }),
      buildApplicationMaterial({ materialId: 'c', state: 'preparing' }),
      buildApplicationMaterial({ materialId: 'd', required: false, state: 'preparing' }),
    ];
    expect(applicationProgress(materials)).toBe(66);
  });

  it('is complete when nothing is required', () => {
    expect(applicationProgress([buildApplicationMaterial({ required: false })])).toBe(100);
  });
});

describe('pendingRequiredMaterials', () => {
  it('lists the required materials without an uploaded file, whatever their state says', () => {
    const materials = [
      buildApplicationMaterial({ materialId: 'a', state: 'ready', file: buildMaterialFile() }),
      buildApplicationMaterial({ materialId: 'b', name: '审计报告', state: 'preparing' }),
      buildApplicationMaterial({ materialId: 'c', name: '纳税证明', state: 'ready' }),
      buildApplicationMaterial({ materialId: 'd', required: false, state: 'preparing' }),
    ];
    expect(pendingRequiredMaterials(materials).map((material) => material.name)).toEqual(['审计报告', '纳税证明']);
  });
});

describe('withMaterialState', () => {
  it('changes one material and recomputes progress', () => {
    const application = buildApplication();
    const next = withMaterialState(application, 'm1', 'ready');
    expect(next.materials.find((material) => material.materialId === 'm1')?.state).toBe('ready');
    expect(next.progress).toBe(50);
    expect(application.materials[0]?.state).toBe('preparing');
  });

  it('leaves the application alone for an unknown material', () => {
    const application = buildApplication();
    expect(withMaterialState(application, 'nope', 'ready')).toBe(application);
  });
});
