import { RUNBOOK_PATH, updateRunbookEnvSection } from './ops/runbook-env-section';

// `npm run docs:env`: regenerates the environment reference in the runbook from the env classes.
const changed = updateRunbookEnvSection();
console.log(changed ? `Updated ${RUNBOOK_PATH}` : `${RUNBOOK_PATH} is up to date`);
