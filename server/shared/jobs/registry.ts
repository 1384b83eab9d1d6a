import { assertJobName, DEFAULT_JOB_OPTIONS, type JobHandler, type JobOptions, type JobQueue, type Recurrence } from './types';

export interface JobDefinition {
  handler: JobHandler<unknown>;
  options: JobOptions;
}

/**
 * What both engines keep alike: the jobs defined before start, their schedules and the tasks run at start. The
 * engine says whether it has started and how a job is queued; the rest of the queue's bookkeeping is here once.
 */
export function createJobRegistry(started: () => boolean, enqueue: JobQueue['enqueue']) {
  const definitions = new Map<string, JobDefinition>();
  const schedules = new Map<string, { when: Recurrence; data: object }>();
  const startTasks: (() => Promise<void>)[] = [];
  const api: Pick<JobQueue, 'define' | 'schedule' | 'scheduled' | 'runNow' | 'onStart'> = {
    define(name, handler, opts) {
      assertJobName(name);
      if (started()) throw new Error('define jobs before the queue starts');
      definitions.set(name, { handler: handler as JobHandler<unknown>, options: { ...DEFAULT_JOB_OPTIONS, ...opts } });
    },
    schedule(name, when, data = {}) {
      if (!definitions.has(name)) throw new Error(`no job named ${name} is defined`);
      schedules.set(name, { when, data });
    },
    scheduled: () => [...schedules.keys()],
    async runNow(name) {
      const schedule = schedules.get(name);
      if (!schedule) return false;
      await enqueue(name, schedule.data);
      return true;
    },
    onStart(task) {
      startTasks.push(task);
    },
  };
  return {
    definitions,
    schedules,
    api,
    async runStartTasks() {
      for (const task of startTasks) await task();
    },
  };
}
