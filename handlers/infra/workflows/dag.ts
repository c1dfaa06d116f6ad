/**
 * The rules a workflow blueprint's steps must follow to form a DAG (spec/infra/workflows.tsp),
 * and the graph facts the engine needs. Pure: every rule breach comes back as an issue naming the
 * member at fault (`/steps/2/depends_on/0`), for a 400 that lists them all.
 *
 * Edges: step S runs after each step of `S.depends_on`; a catch step C of step A runs after A
 * (A failed). Rules: unique ids; every `depends_on` and `catch` names another existing step; no
 * cycle over both kinds of edges (the message spells the cycle); a step is the catch of at most one
 * step and is nobody's normal dependency; a catch step does not list its own step in `depends_on`;
 * templates read only the input, (transitive) dependencies' outputs, and — in a catch step — the
 * error of the step it catches.
 */
import { templateRefs } from "./template.js";

/** The parts of a step the graph rules read. */
export interface DagStep {
  id: string;
  depends_on?: readonly string[] | undefined;
  catch?: string | undefined;
  payload_template?: unknown;
}

/** One breach: the JSON pointer of the member (from the body's root) and what is wrong. */
export interface DagIssue {
  pointer: string;
  message: string;
}

/** Graph facts of a valid blueprint. */
export interface DagShape {
  /** Step id → the step it is the catch of (only catch steps appear). */
  catchOf: Map<string, string>;
  /** Steps no other step depends on and that are no catch step: their outputs make the result. */
  sinks: string[];
  /** Steps with no dependency that are no catch step: started with the execution. */
  roots: string[];
}

/** The issues of `steps` (empty when they form a valid DAG). */
export function validateDag(steps: readonly DagStep[]): DagIssue[] {
  const issues: DagIssue[] = [];
  const index = new Map<string, number>();
  steps.forEach((s, i) => {
    if (index.has(s.id))
      issues.push({
        pointer: `/steps/${i}/id`,
        message: `repeats the id ${s.id} of /steps/${index.get(s.id)}`,
      });
    else index.set(s.id, i);
  });

  const catchOf = new Map<string, string>();
  const dependedOnBy = new Map<string, string>();
  steps.forEach((s, i) => {
    (s.depends_on ?? []).forEach((d, j) => {
      const at = `/steps/${i}/depends_on/${j}`;
      if (d === s.id) issues.push({ pointer: at, message: "names the step itself" });
      else if (!index.has(d)) issues.push({ pointer: at, message: `names no step of this blueprint (${d})` });
      else if (!dependedOnBy.has(d)) dependedOnBy.set(d, s.id);
    });
    if (s.catch === undefined) return;
    const at = `/steps/${i}/catch`;
    if (s.catch === s.id) issues.push({ pointer: at, message: "names the step itself" });
    else if (!index.has(s.catch))
      issues.push({ pointer: at, message: `names no step of this blueprint (${s.catch})` });
    else if (catchOf.has(s.catch))
      issues.push({
        pointer: at,
        message: `names ${s.catch}, already the catch step of ${catchOf.get(s.catch)}`,
      });
    else catchOf.set(s.catch, s.id);
  });
  steps.forEach((s, i) => {
    if (s.catch === undefined || catchOf.get(s.catch) !== s.id) return;
    const user = dependedOnBy.get(s.catch);
    if (user !== undefined)
      issues.push({
        pointer: `/steps/${i}/catch`,
        message: `names ${s.catch}, which is also a normal dependency of ${user}: a catch step runs only on failure`,
      });
  });
  steps.forEach((s, i) => {
    const caught = catchOf.get(s.id);
    (s.depends_on ?? []).forEach((d, j) => {
      if (d === caught)
        issues.push({
          pointer: `/steps/${i}/depends_on/${j}`,
          message: `names ${d}, the step this catch step handles`,
        });
    });
  });
  if (issues.length > 0) return issues;

  const cycle = findCycle(steps, index, catchOf);
  if (cycle) return [cycle];

  const ancestors = ancestorSets(steps, catchOf);
  steps.forEach((s, i) => {
    for (const found of templateRefs(s.payload_template)) {
      const at = `/steps/${i}/payload_template${found.pointer}`;
      const ref = found.ref;
      if (!ref) {
        issues.push({
          pointer: at,
          message: `${found.text} reads nothing (use input.… or steps.<id>.output.…)`,
        });
      } else if (ref.kind === "error") {
        if (catchOf.get(s.id) !== ref.step)
          issues.push({
            pointer: at,
            message: `${found.text}: only the catch step of ${ref.step} reads its error`,
          });
      } else if (ref.kind === "output" && !ancestors.get(s.id)?.has(ref.step)) {
        issues.push({ pointer: at, message: `${found.text}: ${ref.step} is not a dependency of ${s.id}` });
      }
    }
  });
  return issues;
}

/** The steps each step runs after (its own, and through them, theirs). */
function parentsOf(s: DagStep, catchOf: Map<string, string>): string[] {
  const caught = catchOf.get(s.id);
  return [...(s.depends_on ?? []), ...(caught === undefined ? [] : [caught])];
}

function findCycle(
  steps: readonly DagStep[],
  index: Map<string, number>,
  catchOf: Map<string, string>,
): DagIssue | null {
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (id: string): DagIssue | null => {
    state.set(id, "open");
    path.push(id);
    const i = index.get(id) as number;
    const s = steps[i] as DagStep;
    const deps = s.depends_on ?? [];
    const parents = parentsOf(s, catchOf);
    for (let k = 0; k < parents.length; k++) {
      const p = parents[k] as string;
      if (state.get(p) === "open") {
        // path runs from the first visited step down the "runs after" edges: reverse it to read in run order.
        const loop = [...path.slice(path.indexOf(p)), p].reverse();
        const pointer = k < deps.length ? `/steps/${i}/depends_on/${k}` : `/steps/${index.get(p)}/catch`;
        return { pointer, message: `forms a cycle: ${loop.join(" → ")}` };
      }
      if (state.get(p) === undefined) {
        const found = visit(p);
        if (found) return found;
      }
    }
    path.pop();
    state.set(id, "done");
    return null;
  };
  for (const s of steps) {
    if (state.get(s.id) === undefined) {
      const found = visit(s.id);
      if (found) return found;
    }
  }
  return null;
}

function ancestorSets(steps: readonly DagStep[], catchOf: Map<string, string>): Map<string, Set<string>> {
  const byId = new Map(steps.map((s) => [s.id, s]));
  const memo = new Map<string, Set<string>>();
  const of = (id: string): Set<string> => {
    const known = memo.get(id);
    if (known) return known;
    const set = new Set<string>();
    memo.set(id, set);
    const s = byId.get(id);
    if (s) for (const p of parentsOf(s, catchOf)) for (const a of [p, ...of(p)]) set.add(a);
    return set;
  };
  for (const s of steps) of(s.id);
  return memo;
}

/** Graph facts of steps that passed {@link validateDag}. */
export function dagShape(steps: readonly DagStep[]): DagShape {
  const catchOf = new Map<string, string>();
  for (const s of steps) if (s.catch !== undefined) catchOf.set(s.catch, s.id);
  const depended = new Set(steps.flatMap((s) => s.depends_on ?? []));
  return {
    catchOf,
    sinks: steps.filter((s) => !depended.has(s.id) && !catchOf.has(s.id)).map((s) => s.id),
    roots: steps.filter((s) => (s.depends_on ?? []).length === 0 && !catchOf.has(s.id)).map((s) => s.id),
  };
}
