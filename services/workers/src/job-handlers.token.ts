/** Injection token of the list of job handlers the worker process runs. */
export const JOB_HANDLERS = Symbol('JOB_HANDLERS');
