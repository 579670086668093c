import { DAY_MS, addMs } from '../clock';
import { advanceApplication } from '../domain/application-progress';
import { createApplication, saveMaterialFile, submitApplication } from '../domain/applications';
import { checkMaterialFile } from '../domain/material-files';
import { findLedger } from '../domain/ledgers';
import { findUserByPhone } from '../domain/users';
import { regionChain } from '@smes/eligibility';
import type { PortalSchemas } from '@smes/contract-types';
import type { SeedModule } from './seed-module';
import { forEachInOrder } from '../shared/in-order';

type Step = Omit<PortalSchemas['ApplicationTransition'], 'from'> & { afterDays: number };

type Plan = { phone: string; steps: Step[] };

/** The operator the seeded steps are signed with (the admin account's nickName). */
const OPERATOR = { name: '平台运营' };

function isoDay(date: Date): string {
  return new Date(date.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * Applications of the demo enterprises past 已提交, on projects whose window has closed (so they never meet
 * the open projects the journeys apply to). Step days count from the project's closing day; every plan
 * ends at least a week before the seeding day.
 */
const PLANS: Plan[] = [
  {
    phone: '13800138000',
    steps: [
      { action: 'accept', afterDays: 2 },
      { action: 'startReview', afterDays: 4 },
      { action: 'pass', afterDays: 15, note: '专家评审得分 86 分' },
      { action: 'publicize', afterDays: 16, publicity: { start: '', end: '' } },
      { action: 'disburse', afterDays: 30, disbursement: { amountWan: 30, date: '' } },
    ],
  },
  { phone: '13800138000', steps: [{ action: 'accept', afterDays: 1 }, { action: 'startReview', afterDays: 3 }] },
  { phone: '13800138001', steps: [] },
  { phone: '13800138001', steps: [{ action: 'accept', afterDays: 1 }, { action: 'startReview', afterDays: 2 }, { action: 'pass', afterDays: 12 }, { action: 'publicize', afterDays: 13, publicity: { start: '', end: '' } }] },
  { phone: '13800138002', steps: [{ action: 'decline', afterDays: 2, reason: '申报主体注册地不在本项目支持区域内' }] },
  { phone: '13800138002', steps: [{ action: 'accept', afterDays: 1 }, { action: 'startReview', afterDays: 2 }, { action: 'fail', afterDays: 10, reason: '研发投入占比低于项目要求的 3%' }] },
  { phone: '13800138000', steps: [{ action: 'accept', afterDays: 2 }] },
];

const LAST_STEP_DAYS = 30;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export const SEEDED_PROGRESS_APPLICATIONS = PLANS.length;

export const applicationProgressSeed: SeedModule = {
  name: 'application-progress',
  async run({ db, now }) {
    const latestClose = addMs(now, -(LAST_STEP_DAYS + 7) * DAY_MS).toISOString();
    const used = new Set<number>();
    // A closed project each enterprise could have applied to: its policy is 全国's or its own region chain's, so the
    // department that handles it and the fund that pays it are ones that serve the enterprise.
    const projectFor = async (userId: number) => {
      const chain = regionChain((await findLedger(db, userId)).ledger);
      const candidates = (await db.all(`SELECT d.id, d.end_time FROM declaration_projects d JOIN policies p ON p.id = d.policy_id
           WHERE d.end_time <= ? AND p.region_code IN (SELECT value FROM jsonb_array_elements_text((?)::jsonb))
             AND EXISTS (SELECT 1 FROM declaration_materials m WHERE m.project_id = d.id AND m.required = 1)
           ORDER BY d.end_time DESC, d.id`, latestClose, JSON.stringify(chain))) as { id: number; end_time: string }[];
      const project = candidates.find((candidate) => !used.has(candidate.id));
      if (project) used.add(project.id);
      return project;
    };
    await forEachInOrder(PLANS, async (plan) => {
          const user = await findUserByPhone(db, plan.phone);
          const project = user ? await projectFor(user.id) : undefined;
          if (!project || !user) throw new Error(`application-progress seed: missing project or account ${plan.phone}`);
          const closing = new Date(project.end_time);
          const created = addMs(closing, -10 * DAY_MS);
          const application = await createApplication(db, user.id, project.id, created);
          for (const material of application.materials.filter((item) => item.required)) {
            const name = `${material.name}.pdf`;
            await saveMaterialFile(db, user.id, application.id, material.materialId, { ...checkMaterialFile(name, PDF), body: PDF }, addMs(created, DAY_MS));
          }
          await submitApplication(db, user.id, application.id, addMs(closing, -3 * DAY_MS));
          let from: PortalSchemas['ApplicationStatus'] = 'submitted';
          for (const { afterDays, ...step } of plan.steps) {
            const at = addMs(closing, afterDays * DAY_MS);
            const transition: PortalSchemas['ApplicationTransition'] = { ...step, from };
            if (step.publicity) transition.publicity = { start: isoDay(at), end: isoDay(addMs(at, 6 * DAY_MS)) };
            if (step.disbursement) transition.disbursement = { amountWan: step.disbursement.amountWan, date: isoDay(at) };
            from = (await advanceApplication(db, OPERATOR, application.id, transition, at)).application.status;
          }
        });
  },
};
