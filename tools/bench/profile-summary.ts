/**
 * Self and inclusive time per source function of a CPU profile (DevTools' format) of the portal's production build,
 * mapped through the build's source maps: `npx tsx tools/bench/profile-summary.ts <dist/apps/enterprise-portal> <file.cpuprofile> [n]`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

const [dist, file, count = '45'] = process.argv.slice(2) as [string, string, string?];
type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const maps = new Map<string, TraceMap | undefined>();
const mapOf = (url: string) => {
  const name = url.replace(/^.*\/assets\//, '');
  if (!maps.has(name)) {
    const path = join(dist, 'assets', `${name}.map`);
    maps.set(name, url.includes('/assets/') && existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : undefined);
  }
  return maps.get(name);
};
const labels = new Map<number, string>();
const labelOf = (node: Node) => {
  let label = labels.get(node.id);
  if (label) return label;
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  const map = url ? mapOf(url) : undefined;
  if (map) {
    const pos = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    const source = (pos.source ?? '?').replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    label = `${pos.name ?? functionName ?? '(anonymous)'} ${source}:${pos.line}`;
  } else label = `${functionName || '(anonymous)'} ${url.replace(/^.*\//, '')}`;
  labels.set(node.id, label);
  return label;
};
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const self = new Map<string, number>();
const inclusive = new Map<string, number>();
const bySource = new Map<string, number>();
for (let i = 0; i < profile.samples.length; i += 1) {
  const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  const node = byId.get(profile.samples[i]!)!;
  const label = labelOf(node);
  if (/^\((idle|program|root)\)/.test(node.callFrame.functionName)) continue;
  self.set(label, (self.get(label) ?? 0) + dt);
  const source = label.replace(/^\S+ /, '').replace(/:\d+$/, '').replace(/\/[^/]*$/, '');
  bySource.set(source, (bySource.get(source) ?? 0) + dt);
  const seen = new Set<string>();
  for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
    const l = labelOf(byId.get(id)!);
    if (seen.has(l)) continue;
    seen.add(l);
    inclusive.set(l, (inclusive.get(l) ?? 0) + dt);
  }
}
const print = (title: string, map: Map<string, number>, n: number) => {
  console.log(title);
  for (const [name, ms] of [...map.entries()].filter(([name]) => !/^\((root|idle|program)\)/.test(name)).sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`  ${ms.toFixed(1).padStart(7)}  ${name}`);
};
const busy = [...self.values()].reduce((sum, ms) => sum + ms, 0);
console.log(`${file}: ${busy.toFixed(0)} ms busy`);
print('self time by folder (ms):', bySource, 25);
print('self time (ms):', self, Number(count));
print('inclusive time (ms):', inclusive, Number(count) * 2);
// CALLERS=pattern: for the functions whose label matches, the chains of callers that reach them (up to 6 frames).
const callers = process.env.CALLERS;
if (callers) {
  const pattern = new RegExp(callers);
  const chains = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const stack: string[] = [];
    for (let id: number | undefined = profile.samples[i]; id !== undefined; id = parent.get(id)) stack.push(labelOf(byId.get(id)!));
    const at = stack.findIndex((label) => pattern.test(label));
    if (at < 0) continue;
    const chain = stack.slice(at, at + 7).join(' ← ');
    chains.set(chain, (chains.get(chain) ?? 0) + dt);
  }
  print(`callers of ${callers}:`, chains, 15);
}
// TASKS=ms: the stretches the profile has no idle sample in (about a task each) longer than ms, with what ran most.
if (process.env.TASKS) {
  const min = Number(process.env.TASKS);
  let start = 0;
  let busyMs = 0;
  let stacks = new Map<string, number>();
  let t = 0;
  const flush = () => {
    if (busyMs >= min) {
      const top = [...stacks.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([name, ms]) => `${name} ${ms.toFixed(0)}`);
      console.log(`task at ${start.toFixed(0)} ms: ${busyMs.toFixed(0)} ms\n    ${top.join('\n    ')}`);
    }
    busyMs = 0;
    stacks = new Map();
  };
  for (let i = 0; i < profile.samples.length; i += 1) {
    t += profile.timeDeltas[i]! / 1000;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(profile.samples[i]!)!;
    if (node.callFrame.functionName === '(idle)') {
      flush();
      continue;
    }
    if (busyMs === 0) start = t;
    busyMs += dt;
    // What the task is about: the app's own frames nearest the top of the stack, else the bottom-most named frames.
    const stack: string[] = [];
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) stack.push(labelOf(byId.get(id)!));
    const own = stack.filter((label) => / (apps|libs)\//.test(label));
    const key = (own.length > 0 ? own.slice(-2).reverse() : stack.slice(-4, -1).reverse()).join(' → ');
    stacks.set(key, (stacks.get(key) ?? 0) + dt);
  }
  flush();
}
